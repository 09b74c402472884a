// The visitor's thread over HTTP: GET /v1/engage/conversations/:id and POST .../rating, the rules in
// conversation.ts and rating.ts.
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readObjectBody } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { conversationRead, visitorThread } from './conversation.js';
import { rate, readRating } from './rating.js';

function notFound(c: AppContext): Response {
  return fail(c, 404, 'NOT_FOUND', 'conversation not found');
}

export async function getConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (caller instanceof Response) return caller;
  const conversation = await visitorThread(deps, caller.site.id, c.req.param('conversationId') ?? '', c.req.query('visitorToken'));
  if (!conversation) return notFound(c);
  // The thread is personal and its URL carries the token: no shared cache may keep it.
  c.header('Cache-Control', 'private, no-store');
  return c.json(conversationRead(conversation), 200);
}

export async function rateConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (caller instanceof Response) return caller;
  const body = await readObjectBody(c);
  if (body instanceof Response) return body;
  const token = typeof body.visitorToken === 'string' ? body.visitorToken : '';
  const conversation = await visitorThread(deps, caller.site.id, c.req.param('conversationId') ?? '', token);
  if (!conversation) return notFound(c);
  const read = readRating(body);
  if (!read.ok) return fail(c, 400, 'VALIDATION_FAILED', read.message, { fields: [read.field] });
  const outcome = rate(deps, caller.site, conversation, read);
  if (outcome.kind === 'refused') return fail(c, 409, outcome.code, outcome.message);
  return c.json(outcome.result, outcome.created ? 201 : 200);
}
