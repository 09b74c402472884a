// POST /v1/engage/conversations/:id/rating: the visitor rates a closed thread, once; the same rating again is a replay.
// A new rating raises conversation.rated.
import { limits } from '@svc/spec';
import type { components } from '@svc/spec';
import { sha256Hex, timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { textLength } from '../http/text.js';
import { readObjectBody } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import { authenticate } from './auth.js';
import { conversationsTable } from './model.js';
import { enqueueWebhook } from './webhooks.js';

type S = components['schemas'];

export const RATING_COMMENT_MAX = limits.RatingRequest.comment.maxLength;
export const CONVERSATION_OPEN_MESSAGE = 'the conversation can be rated once it is closed';
export const ALREADY_RATED_MESSAGE = 'this conversation was already rated differently; one rating per conversation';
/** Control characters other than tab and line breaks, which a comment may hold. */
const COMMENT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export async function rateConversation(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'chat' });
  if (caller instanceof Response) return caller;
  const body = await readObjectBody(c);
  if (body instanceof Response) return body;
  const token = typeof body.visitorToken === 'string' ? body.visitorToken : '';
  const conversation = conversationsTable(deps).get(c.req.param('conversationId') ?? '');
  const hash = await sha256Hex(token);
  if (!token || !conversation || conversation.siteId !== caller.site.id || !timingSafeEqual(conversation.visitorTokenHash, hash)) {
    return fail(c, 404, 'NOT_FOUND', 'conversation not found');
  }
  if (body.score !== 'good' && body.score !== 'bad')
    return fail(c, 400, 'VALIDATION_FAILED', 'score must be good or bad', { fields: ['score'] });
  const given = body.comment;
  if (given !== undefined && given !== null && typeof given !== 'string') {
    return fail(c, 400, 'VALIDATION_FAILED', 'comment must be a string', { fields: ['comment'] });
  }
  const comment = typeof given === 'string' && given.trim() !== '' ? given.trim() : null;
  if (comment !== null && textLength(comment) > RATING_COMMENT_MAX) {
    return fail(c, 400, 'VALIDATION_FAILED', `comment must be at most ${RATING_COMMENT_MAX} characters`, { fields: ['comment'] });
  }
  if (comment !== null && COMMENT_CONTROLS.test(comment)) {
    return fail(c, 400, 'VALIDATION_FAILED', 'comment must not contain control characters', { fields: ['comment'] });
  }
  const score: S['RatingScore'] = body.score;
  const existing = conversation.rating;
  if (existing) {
    if (existing.score !== score || existing.comment !== comment) return fail(c, 409, 'ALREADY_RATED', ALREADY_RATED_MESSAGE);
    const replay: S['RatingResult'] = { success: true, conversationId: conversation.id, rating: existing, duplicate: true };
    return c.json(replay, 200);
  }
  if (conversation.status !== 'closed') return fail(c, 409, 'CONVERSATION_OPEN', CONVERSATION_OPEN_MESSAGE);
  const rating: S['ConversationRating'] = { score, comment, ratedAt: iso(deps.clock.now()) };
  conversationsTable(deps).update(conversation.id, (r) => ({ ...r, rating }));
  // A new rating (not a replay) tells the site's webhook; the visitor does not wait for the receiver.
  const event: S['ConversationRatedEvent']['data'] = { siteId: caller.site.id, conversationId: conversation.id, ...rating };
  deps.background.track(enqueueWebhook(deps, caller.site, 'conversation.rated', event));
  const created: S['RatingResult'] = { success: true, conversationId: conversation.id, rating };
  return c.json(created, 201);
}
