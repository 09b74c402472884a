// What no route answers: a path the contract does not have (404), a method a path does not have (405 with Allow),
// and a request that failed on its way (a change that could not be made durable, input a parser could not read, a bug).
import type { Hono } from 'hono';
import { NotDurableError } from '../ports/durability.js';
import { storageUnavailable } from './durable.js';
import type { AppEnv, ReplyState } from './env.js';
import { allowedMethods } from './methods.js';
import { invalid, notFound, refuse } from './validation.js';

/** Registers the answers to what no route answers on `app`. */
export function answerWhatNoRouteAnswers(app: Hono<AppEnv>): void {
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    if (allow === undefined || allow.includes(c.req.method)) return refuse(c, notFound('no such endpoint'));
    c.header('Allow', allow.join(', '));
    return refuse(c, {
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: `${c.req.method} is not allowed here; allowed: ${allow.join(', ')}`,
    });
  });
  app.onError((error, c) => {
    if (error instanceof NotDurableError) {
      // As before the headers were gathered in one record: this 503 carries only its own (and the request id).
      const unavailable = storageUnavailable(c);
      const reply = c.get('reply') as ReplyState | undefined;
      if (reply) reply.sent = unavailable;
      return unavailable;
    }
    // Parsers and validators throw these on input they cannot read (decodeURIComponent, JSON.parse, a schema
    // library building a pointer): the client's mistake, answered as one, so no input can reach a 500.
    if (error instanceof URIError || error instanceof SyntaxError) {
      return refuse(c, invalid(`the request could not be read: ${error.message}`));
    }
    console.error(`[svc-reference-server] ${c.get('operationId')} failed:`, error);
    return refuse(c, { status: 500, code: 'INTERNAL', message: 'internal error in the reference server' });
  });
}
