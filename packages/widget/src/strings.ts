// Every text the widget shows, in English; a page overrides any of them (per locale) through the options or setLocale.

/** Every text the widget shows, in English: the keys a page may override through `strings`, `locales` or `setLocale`. @public */
export const DEFAULT_STRINGS = {
  launcher: 'Chat with us',
  unread: '{count} unread',
  newMessage: '({count}) New message',
  close: 'Close',
  chatTab: 'Chat',
  formTab: 'Contact',
  supportTab: 'Support',
  composerPlaceholder: 'Write a message…',
  send: 'Send',
  characters: '{count} / {max}',
  you: 'You',
  agent: 'Agent',
  typing: '{name} is writing…',
  sources: 'Sources',
  agentJoined: 'A person has joined the conversation.',
  agentLeft: 'You are chatting with {name} again.',
  queued: 'Your message was passed on. A person will reply here.',
  closed: 'This conversation was closed. Send a message to start a new one.',
  escalate: 'Contact support',
  unavailable: '{name} cannot answer right now. Your message is kept.',
  rateLimited: 'Too many messages. Please wait a moment.',
  retryIn: 'You can send again in {seconds} s.',
  failed: 'Something went wrong: {message}',
  offline: 'Connection lost. We will reconnect by ourselves.',
  sendFailed: "We couldn't send your message. Check your connection; we'll keep it here.",
  emailIntro: 'Please tell us your email address before we start.',
  start: 'Start chatting',
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  category: 'Category',
  subject: 'Subject (optional)',
  message: 'Message',
  categories: 'general:General|billing:Billing|technical:Technical|other:Other',
  sending: 'Sending…',
  formIntro: 'Send us a message and we will get back to you.',
  supportIntro: 'Open a support ticket. We reply by email.',
  formSent: 'Thank you! Your message was sent.',
  ticketSent: 'We got your message. We reply by email to {email}.',
  another: 'Send another',
  required: 'Please fill in {field}.',
  tooLong: '{field} must be at most {max} characters.',
  invalidEmail: 'Please enter a valid email address.',
  linkedChat: 'This ticket will be linked to your chat.',
  rateQuestion: 'How was this conversation?',
  rateGood: 'Good',
  rateBad: 'Bad',
  rateComment: 'Comment (optional)',
  rateSend: 'Send rating',
  rated: 'Thank you for your rating.',
  away: "We're away right now. A person is back {when}.",
  awayNow: "We're away right now.",
  awayTicket: 'We opened ticket {ticketId} for you; a person replies by email.',
  consentNotice: 'This chat stores a visitor id in your browser and sends your messages to us. Do you accept?',
  consentAccept: 'Accept',
  identityFailed: "We couldn't confirm your sign-in. Please reload the page or sign in again.",
} as const;

/** Every string key the widget shows. @public */
export type WidgetStrings = { [K in keyof typeof DEFAULT_STRINGS]: string };

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
