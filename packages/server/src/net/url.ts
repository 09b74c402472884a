// URLs and origins as the service description states them, one rule for every area: an "http(s):// URL" (content
// URL fields, knowledge article links) and an exact origin (the Content and Engage origin allow-lists).
import { limits } from '@svc/spec';
import { textLength } from '../http/text.js';

const HTTP_URL_START = /^https?:\/\//;
const ORIGIN_PATTERN = new RegExp(limits.AllowedOrigins.items.pattern);
/** The longest origin an allow-list holds, in characters (code points). */
export const MAX_ORIGIN_LENGTH = limits.AllowedOrigins.items.maxLength;

/**
 * An absolute http(s) URL of at most `maxLength` characters (code points), written as the service description writes
 * it: starting `http://` or `https://` as sent (no leading space, no other case, no `https:host` shorthand), with a
 * host, and parseable as a whole.
 */
export function isHttpUrl(value: unknown, maxLength: number): value is string {
  if (typeof value !== 'string' || textLength(value) > maxLength || !HTTP_URL_START.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * An exact browser origin, as browsers send it in the Origin header (so comparing strings is enough): http or https,
 * lowercase host, an optional port that is not the scheme's default, no path, no trailing slash, at most 200
 * characters.
 */
export function isExactOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || textLength(value) > MAX_ORIGIN_LENGTH || !ORIGIN_PATTERN.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
