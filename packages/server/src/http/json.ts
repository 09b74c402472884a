// Reading JSON bodies without ever throwing: bad input becomes a value the route turns into a clear 400.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, ReplyState } from './env.js';

/** How deep arrays and objects may nest in a JSON body: far beyond any body of the contract (the deepest is a few levels). */
export const MAX_JSON_DEPTH = 64;

/** A JSON body nested deeper than {@link MAX_JSON_DEPTH}. */
export class JsonTooDeepError extends SyntaxError {
  constructor(limit: number) {
    super(`the JSON body nests arrays and objects more than ${limit} levels deep; at most ${limit} are accepted`);
    this.name = 'JsonTooDeepError';
  }
}

/** Whether brackets outside strings nest deeper than `limit`; one pass over the text, no allocation. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // A text shorter than the limit cannot open that many brackets.
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; reason: 'empty' | 'invalid' };

export async function readJson(c: AppContext): Promise<JsonRead> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // Kept for the journal as it is: no promise callback per request to learn it later.
  const reply = c.get('reply') as ReplyState | undefined;
  if (reply) reply.body = text;
  // Checked before parsing: the parse and every recursive walk after it (schema checks, freezing, sanitising) then
  // meet at most this depth, so no body can exhaust the stack. Thrown as a SyntaxError, which the app answers with
  // a 400 in the error format.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new JsonTooDeepError(MAX_JSON_DEPTH);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Only text that is not JSON is looked at again: blank (nothing sent) or invalid.
    return { ok: false, reason: text.trim() === '' ? 'empty' : 'invalid' };
  }
}

/** A JSON answer whose text is already made: the same response `c.json` gives for the value it was made from. */
export function jsonText(c: AppContext, text: string, status: ContentfulStatusCode = 200): Response {
  return c.body(text, status, { 'Content-Type': 'application/json' });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** No Content-Type (a script's bare request) is read as JSON; any other type must be application/json or `+json`. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined || header.trim() === '') return true;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
