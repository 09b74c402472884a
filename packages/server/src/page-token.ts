// The opaque page tokens of the admin and console lists (the capture leads inbox, the console's tickets and
// conversations): a position as base64url JSON, read back only if it is base64url of at most `maxLength`
// characters holding UTF-8 JSON. Each list checks the position's shape itself. (Content cursors are signed as well:
// content/cursor.ts.)
import { fromBase64Url, toBase64Url } from './crypto.js';
import { textLength } from './http/text.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The token of a position: its JSON, as base64url without padding. */
export function encodePageToken(position: unknown): string {
  return toBase64Url(encoder.encode(JSON.stringify(position)));
}

/** The position a token holds, or undefined when the token is empty, too long, not base64url or not UTF-8 JSON. */
export function decodePageToken(token: string, maxLength: number): unknown {
  if (token.length === 0 || textLength(token) > maxLength) return undefined;
  const bytes = fromBase64Url(token);
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
