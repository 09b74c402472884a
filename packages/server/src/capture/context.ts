// Visitor context of a capture: every property validated on its own; a malformed one is dropped, never a 400.
import type { components } from '@svc/spec';
import { isPlainObject } from '../http/json.js';
import { CONTROL_CHARACTERS, textLength } from '../http/text.js';
import { memoize } from '../memo.js';
import { isIpAddress } from '../net/ip.js';

/** The context as accepted: only properties that passed their rule, each stored as sent (AdminCaptureContext). */
export type CaptureContext = components['schemas']['AdminCaptureContext'];
export type UtmKey = keyof NonNullable<CaptureContext['utm']>;
export const UTM_KEYS: readonly UtmKey[] = ['source', 'medium', 'campaign', 'term', 'content'];

const CONTROL = CONTROL_CHARACTERS;
const SCREEN = /^\d{2,5}x\d{2,5}$/;
// Zone names are letters, digits, _ + - and slashes ("America/Argentina/Buenos_Aires", "Etc/GMT+1", "UTC");
// the check keeps Intl from accepting offset forms such as "+01:00", which are not IANA names.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && textLength(value) <= max ? value : undefined;

export function acceptIp(value: unknown): string | undefined {
  return typeof value === 'string' && isIpAddress(value) ? value : undefined;
}

export function acceptUserAgent(value: unknown): string | undefined {
  return text(value, 500);
}

/** An absolute http(s) URL with a host. */
export function acceptReferrer(value: unknown): string | undefined {
  const v = text(value, 500);
  if (!v || !/^https?:\/\//.test(v) || CONTROL.test(v) || /\s/.test(v)) return undefined;
  try {
    return new URL(v).hostname !== '' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** A path on the site: begins with one slash ("//host" would be another site), no whitespace or control characters. */
export function acceptLandingPage(value: unknown): string | undefined {
  const v = text(value, 300);
  return v && v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v) && !CONTROL.test(v) ? v : undefined;
}

/** A well-formed BCP 47 tag (35 characters covers every registered form). */
export function acceptLanguage(value: unknown): string | undefined {
  const v = text(value, 35);
  return v && isLanguageTag(v) ? v : undefined;
}

// Intl's answers never change while the process runs, and a visitor sends the same tag and zone every time.
const isLanguageTag = memoize((v: string): boolean => {
  try {
    return Intl.getCanonicalLocales(v).length === 1;
  } catch {
    return false;
  }
}, 1024);

const isTimeZone = memoize((v: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}, 1024);

/** An IANA time zone name the runtime knows (aliases such as "Asia/Calcutta" included). */
export function acceptTimezone(value: unknown): string | undefined {
  const v = text(value, 64);
  return v && ZONE_NAME.test(v) && isTimeZone(v) ? v : undefined;
}

export function acceptScreen(value: unknown): string | undefined {
  return typeof value === 'string' && SCREEN.test(value) ? value : undefined;
}

/** The five campaign keys, each a non-empty string of at most 120 characters; other keys are ignored. */
export function acceptUtm(value: unknown): Partial<Record<UtmKey, string>> | undefined {
  if (!isPlainObject(value)) return undefined;
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const v = text(value[key], 120);
    if (v !== undefined) utm[key] = v;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** Validates each property on its own. Anything that is not an object gives an empty context. */
export function acceptContext(input: unknown): CaptureContext {
  if (!isPlainObject(input)) return {};
  // Accepted properties only, in this order (the stored record's); no entries arrays on the capture's hot path.
  const accepted: Record<string, unknown> = {};
  const put = (name: keyof CaptureContext, value: unknown) => {
    if (value !== undefined) accepted[name] = value;
  };
  put('ip', acceptIp(input.ip));
  put('userAgent', acceptUserAgent(input.userAgent));
  put('referrer', acceptReferrer(input.referrer));
  put('landingPage', acceptLandingPage(input.landingPage));
  put('language', acceptLanguage(input.language));
  put('timezone', acceptTimezone(input.timezone));
  put('screen', acceptScreen(input.screen));
  put('utm', acceptUtm(input.utm));
  return accepted as CaptureContext;
}

/** Where the visitor came from: utm source / medium, else the referrer's host, else "direct". */
export function trafficSource(context: CaptureContext): string {
  const campaign = [context.utm?.source, context.utm?.medium].filter((v): v is string => v !== undefined);
  if (campaign.length > 0) return campaign.join(' / ');
  if (context.referrer) {
    try {
      return new URL(context.referrer).hostname;
    } catch {
      // acceptReferrer only keeps parseable URLs; a stored record edited by hand falls through to "direct".
    }
  }
  return 'direct';
}
