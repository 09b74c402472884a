// GET /v1/engage/conversations/:id: the visitor reads their own thread with the token that identifies it.
import type { components } from '@svc/spec';
import { sha256Hex, timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { authenticate } from './auth.js';
import { conversationsTable, publicMessage } from './model.js';

export async function getConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (caller instanceof Response) return caller;
  const token = c.req.query('visitorToken');
  const conversation = conversationsTable(deps).get(c.req.param('conversationId') ?? '');
  // One answer for every mismatch (no token, wrong token, another site's thread): nothing tells them apart.
  const hash = await sha256Hex(token ?? '');
  if (!token || !conversation || conversation.siteId !== caller.site.id || !timingSafeEqual(conversation.visitorTokenHash, hash)) {
    return fail(c, 404, 'NOT_FOUND', 'conversation not found');
  }
  const body: components['schemas']['ConversationRead'] = {
    success: true,
    conversationId: conversation.id,
    status: conversation.status,
    messages: conversation.messages.map(publicMessage),
  };
  // The thread is personal and its URL carries the token: no shared cache may keep it.
  c.header('Cache-Control', 'private, no-store');
  return c.json(body, 200);
}
