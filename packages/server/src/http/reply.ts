// The headers a request gathers before its route answers, kept in one plain record, and answers written from it in
// one piece. On @hono/node-server a Response made from a string and a plain header object goes to `writeHead` as
// is; one made through `c.header()` carries a Web `Headers` (every `set` validated and sorted, then copied back into
// an object by the adapter), which was the largest single cost of the hot path after the socket write itself.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, ReplyState } from './env.js';

/** Starts a request's record (the outermost middleware does, once per request). */
export function beginReply(c: AppContext, requestId: string): ReplyState {
  const state: ReplyState = { headers: { 'x-request-id': requestId }, sent: undefined, answered: undefined };
  c.set('reply', state);
  return state;
}

/**
 * Sets a response header for whatever answer the request gets, errors included. `name` is lower case. Unlike
 * `c.header()` this never builds a `Headers`; a header the route's answer sets itself wins over one set here.
 */
export function setHeader(c: AppContext, name: string, value: string): void {
  c.get('reply').headers[name] = value;
}

/** A JSON answer from text already made, with the request's headers, in one Response. */
export function reply(c: AppContext, text: string, status: ContentfulStatusCode = 200): Response {
  const state = c.get('reply');
  state.headers['content-type'] = 'application/json';
  const response = new Response(text, { status, headers: state.headers });
  state.sent = response;
  return response;
}

/** A JSON answer from a value: what `c.json` gives, without its `Headers`; the journal keeps the value. */
export function replyJson(c: AppContext, value: unknown, status: ContentfulStatusCode = 200): Response {
  c.get('reply').answered = value;
  return reply(c, JSON.stringify(value), status);
}

/**
 * After the route: an answer not made by `reply` (c.json, c.body, an error handler's) gets the gathered headers it
 * does not set itself, as `c.header()` before the answer would have given them.
 */
export function settleHeaders(c: AppContext, state: ReplyState): void {
  const res = c.res;
  if (res === state.sent) return;
  let headers: Headers;
  try {
    headers = res.headers;
    for (const name in state.headers) if (!headers.has(name)) headers.set(name, state.headers[name]!);
  } catch {
    // A Response with immutable headers (Response.redirect, Response.error): copied into one that can take them.
    const copy = new Response(res.body, res);
    for (const name in state.headers) if (!copy.headers.has(name)) copy.headers.set(name, state.headers[name]!);
    c.res = undefined;
    c.res = copy;
  }
}
