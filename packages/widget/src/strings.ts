// Every text the widget shows, in English (locales/en.json, the source every other language is checked against); a
// page overrides any of them (per locale) through the options or setLocale.
import en from './locales/en.json' with { type: 'json' };

/**
 * Every text the widget shows, by key; `DEFAULT_STRINGS` holds the English ones. `{name}` is a placeholder;
 * `{count, plural, one {…} other {…}}` picks a form by the language's plural rules (`Intl.PluralRules`), `#` standing
 * for the number.
 * @public
 */
export interface WidgetStrings {
  /** The launcher button's label. */
  launcher: string;
  /** The launcher's accessible count of unseen replies (plural on `count`). */
  unread: string;
  /** The page title while a reply is unread, with `titleFlash` (plural on `count`). */
  newMessage: string;
  /** The close button's accessible name. */
  close: string;
  /** The chat tab. */
  chatTab: string;
  /** The contact form tab. */
  formTab: string;
  /** The support tab. */
  supportTab: string;
  /** The composer's placeholder. */
  composerPlaceholder: string;
  /** The send button. */
  send: string;
  /** The character counter (`count` of `max`). */
  characters: string;
  /** The visitor's name on their messages. */
  you: string;
  /** A person's name on their messages when the service gives none. */
  agent: string;
  /** Shown while `name` writes. */
  typing: string;
  /** The list of an answer's citations. */
  sources: string;
  /** A person took the conversation over. */
  agentJoined: string;
  /** The assistant (`name`) answers again. */
  agentLeft: string;
  /** A turn was passed to a person. */
  queued: string;
  /** The conversation was closed. */
  closed: string;
  /** The button that opens the support form from the chat. */
  escalate: string;
  /** The assistant (`name`) cannot answer now. */
  unavailable: string;
  /** Too many messages. */
  rateLimited: string;
  /** The countdown before the visitor can send again (plural on `seconds`). */
  retryIn: string;
  /** Any other failure, with the service's `message`. */
  failed: string;
  /** The service cannot be reached. */
  offline: string;
  /** A message that could not be sent, kept in the composer. */
  sendFailed: string;
  /** Asks for the email address first (email identity mode). */
  emailIntro: string;
  /** Starts the chat after the email step. */
  start: string;
  /** The name field. */
  name: string;
  /** The email field. */
  email: string;
  /** The phone field. */
  phone: string;
  /** The category field. */
  category: string;
  /** The subject field. */
  subject: string;
  /** The message field. */
  message: string;
  /** The support categories, `id:label` pairs joined by `|` (the ids are the service's and stay as they are). */
  categories: string;
  /** The submit button while sending. */
  sending: string;
  /** Above the contact form. */
  formIntro: string;
  /** Above the support form. */
  supportIntro: string;
  /** The contact form was sent (unless the site has a success message). */
  formSent: string;
  /** A ticket was opened; the reply goes to `email`. */
  ticketSent: string;
  /** Starts another form. */
  another: string;
  /** A required `field` is empty. */
  required: string;
  /** A `field` is over `max` characters (plural on `max`). */
  tooLong: string;
  /** An address that is not one. */
  invalidEmail: string;
  /** The ticket is linked to the chat it came from. */
  linkedChat: string;
  /** Asks for a rating of a closed conversation. */
  rateQuestion: string;
  /** The good rating. */
  rateGood: string;
  /** The bad rating. */
  rateBad: string;
  /** The rating's comment field. */
  rateComment: string;
  /** Sends the rating. */
  rateSend: string;
  /** Thanks for the rating. */
  rated: string;
  /** Outside opening hours: `when` a person is back, a weekday and time written by `Intl.DateTimeFormat`. */
  away: string;
  /** Outside opening hours, with no opening time ahead. */
  awayNow: string;
  /** A ticket (`ticketId`) was opened outside opening hours. */
  awayTicket: string;
  /** The consent notice, unless the site gives its own text for the language. */
  consentNotice: string;
  /** Accepts the consent notice. */
  consentAccept: string;
  /** The service refused the visitor's verified identity. */
  identityFailed: string;
  /** The language's name in itself (for a page's language menu). */
  language: string;
}

/** Every text the widget shows, in English: the keys a page may override through `strings`, `locales` or `setLocale`. @public */
export const DEFAULT_STRINGS: Readonly<WidgetStrings> = en;
// The English source and the interface name the same keys (a key in one only fails the typecheck).
const sameKeys: [keyof typeof en] extends [keyof WidgetStrings] ? ([keyof WidgetStrings] extends [keyof typeof en] ? true : never) : never =
  true;
void sameKeys;

/** The keys in their order: a language file of sdk.js holds its texts as an array in this order. */
export const KEYS = Object.keys(en) as (keyof WidgetStrings)[];

/** An Intl object for the locale, or for the browser's when the page's tag is not one Intl accepts. */
export function intl<T>(make: (locale?: string) => T, locale: string | undefined): T {
  try {
    return make(locale);
  } catch {
    return make();
  }
}

const PLURAL = /\{(\w+), plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}|\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders, and picks the form of `{n, plural, =0 {…} one {…} other {…}}` for the number n by the
 * locale's plural rules, `#` in it being n as the locale writes numbers. Intl is asked only for a plural: the first
 * Intl object of a page loads ICU's data (a long task on a slow phone), which texts without numbers never need.
 */
export function fill(template: string, values: Record<string, string | number>, locale?: string): string {
  // The match, then its groups: a plural's argument and forms, or a placeholder's key.
  return template.replace(PLURAL, (all, ...[arg, forms, key]: (string | undefined)[]) => {
    if (key !== undefined) return key in values ? String(values[key]) : all;
    const n = Number(values[arg!]);
    if (!(arg! in values) || Number.isNaN(n)) return all;
    const cases: Record<string, string> = {};
    for (const [, name, text] of forms!.matchAll(/(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g)) cases[name!] = text!;
    const form = cases[`=${n}`] ?? cases[intl((l) => new Intl.PluralRules(l), locale).select(n)] ?? cases.other ?? '';
    return fill(form.replace(/#/g, intl((l) => new Intl.NumberFormat(l), locale).format(n)), values, locale);
  });
}
