// The visitor's thread over HTTP: GET /v1/engage/conversations/:id and POST .../rating, the rules in
// conversation.ts and rating.ts.
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { isRefusal, notFound, readObjectBody, refuse } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { conversationRead, visitorThread } from './conversation.js';
import { rate, readRating } from './rating.js';

const CONVERSATION_NOT_FOUND = notFound('conversation not found');

export async function getConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (isRefusal(caller)) return refuse(c, caller);
  const conversation = await visitorThread(deps, caller.site.id, {
    conversationId: c.req.param('conversationId') ?? '',
    token: c.req.query('visitorToken'),
  });
  if (!conversation) return refuse(c, CONVERSATION_NOT_FOUND);
  // The thread is personal and its URL carries the token: no shared cache may keep it.
  c.header('Cache-Control', 'private, no-store');
  return c.json(conversationRead(conversation), 200);
}

export async function rateConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (isRefusal(caller)) return refuse(c, caller);
  const read = await readObjectBody(c);
  if (isRefusal(read)) return refuse(c, read);
  const { body } = read;
  const token = typeof body.visitorToken === 'string' ? body.visitorToken : '';
  const conversation = await visitorThread(deps, caller.site.id, { conversationId: c.req.param('conversationId') ?? '', token });
  if (!conversation) return refuse(c, CONVERSATION_NOT_FOUND);
  const rating = readRating(body);
  if (isRefusal(rating)) return refuse(c, rating);
  const outcome = rate(deps, { site: caller.site, conversation }, rating);
  if (isRefusal(outcome)) return refuse(c, outcome);
  return c.json(outcome.result, outcome.created ? 201 : 200);
}
