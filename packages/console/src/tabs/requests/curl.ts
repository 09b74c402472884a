// "Copy as curl": a journalled request as a command line against this server, and whether its body was recorded.
import type { Schema } from '@svc/spec';
import { shellQuote } from '../../ui.js';

/** One journalled request in full (adminGetRequest). */
export type Detail = Schema<'AdminRequestDetailEnvelope'>['request'];

/** Headers a replayed call does not need (the transport's own, the browser's, the console's mark). */
const NOT_REPLAYED =
  /^(host|content-length|connection|accept-encoding|accept-language|user-agent|origin|referer|cookie|x-svc-console|sec-|priority|pragma|cache-control|dnt)/;

/** JSON on one line (the journal keeps it pretty-printed), any other body as it is. */
const compact = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
};

/** Methods whose requests carry no body. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request had a body the journal did not record: one was sent (its length or a chunked transfer says so)
 * but the server answered before reading it (a 401, a 429 from a fault), so no curl can replay it.
 */
export function bodyNotRecorded(r: Pick<Detail, 'method' | 'requestHeaders' | 'requestBody'>): boolean {
  if (r.requestBody !== null || BODILESS.has(r.method)) return false;
  const headers = Object.fromEntries(Object.entries(r.requestHeaders).map(([k, v]) => [k.toLowerCase(), v]));
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/** What replaces a body the journal did not keep, in the copied command. */
export const NOT_RECORDED_NOTE =
  '# The request body was not recorded: the server answered before reading it. Add the body you sent with --data-raw.';

/** The request as a curl command line against this server (first a comment line when its body was not recorded). */
export function curlOf(r: Detail, origin: string): string {
  const parts = ['curl'];
  if (r.method !== 'GET') parts.push('-X', r.method);
  parts.push(shellQuote(`${origin}${r.path}${r.query ? `?${r.query}` : ''}`));
  for (const [name, value] of Object.entries(r.requestHeaders))
    if (!NOT_REPLAYED.test(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (r.requestBody !== null && r.requestBody !== '') parts.push('--data-raw', shellQuote(compact(r.requestBody)));
  return `${bodyNotRecorded(r) ? `${NOT_RECORDED_NOTE}\n` : ''}${parts.join(' ')}`;
}
