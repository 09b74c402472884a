// Reading JSON bodies without ever throwing: bad input becomes a value the route turns into a clear 400.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, ReplyState } from './env.js';

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
