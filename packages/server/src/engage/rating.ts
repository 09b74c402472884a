// The visitor rates a closed thread, once; the same rating again is a replay. A new rating raises
// conversation.rated. The body is read by conversation-routes.ts; this is the rule.

import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import type { Deps } from '../deps.js';
import { textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { ConversationRecord, EngageSite } from './model.js';
import { conversationsTable } from './model.js';
import { enqueueWebhook } from './webhooks.js';

type S = components['schemas'];

export const RATING_COMMENT_MAX = limits.RatingRequest.comment.maxLength;
export const CONVERSATION_OPEN_MESSAGE = 'the conversation can be rated once it is closed';
export const ALREADY_RATED_MESSAGE = 'this conversation was already rated differently; one rating per conversation';
/** Control characters other than tab and line breaks, which a comment may hold. */
const COMMENT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A rating as read from the body, or what is wrong with it (one field at a time, in the body's order). */
export type RatingRead = { score: S['RatingScore']; comment: string | null } | Refusal;

export function readRating(body: Record<string, unknown>): RatingRead {
  if (body.score !== 'good' && body.score !== 'bad') return invalid('score must be good or bad', ['score']);
  const given = body.comment;
  if (given !== undefined && given !== null && typeof given !== 'string') {
    return invalid('comment must be a string', ['comment']);
  }
  const comment = typeof given === 'string' && given.trim() !== '' ? given.trim() : null;
  if (comment !== null && textLength(comment) > RATING_COMMENT_MAX) {
    return invalid(`comment must be at most ${RATING_COMMENT_MAX} characters`, ['comment']);
  }
  if (comment !== null && COMMENT_CONTROLS.test(comment)) {
    return invalid('comment must not contain control characters', ['comment']);
  }
  return { score: body.score, comment };
}

/** How a rating ended: stored (new), replayed (the same rating again), or refused. */
export type RatingOutcome = { kind: 'rated'; result: S['RatingResult']; created: boolean } | Refusal;

/** Rates a closed thread once; a new rating queues conversation.rated to the site's webhook. */
export function rate(
  deps: Deps,
  { site, conversation }: { site: EngageSite; conversation: ConversationRecord },
  given: { score: S['RatingScore']; comment: string | null },
): RatingOutcome {
  const { score, comment } = given;
  const existing = conversation.rating;
  if (existing) {
    if (existing.score !== score || existing.comment !== comment)
      return { status: 409, code: 'ALREADY_RATED', message: ALREADY_RATED_MESSAGE };
    return { kind: 'rated', created: false, result: { success: true, conversationId: conversation.id, rating: existing, duplicate: true } };
  }
  if (conversation.status !== 'closed') return { status: 409, code: 'CONVERSATION_OPEN', message: CONVERSATION_OPEN_MESSAGE };
  const rating: S['ConversationRating'] = { score, comment, ratedAt: iso(deps.clock.now()) };
  conversationsTable(deps).update(conversation.id, (r) => ({ ...r, rating }));
  // A new rating (not a replay) tells the site's webhook; the visitor does not wait for the receiver.
  const event: S['ConversationRatedEvent']['data'] = { siteId: site.id, conversationId: conversation.id, ...rating };
  deps.background.track(enqueueWebhook(deps, site, { type: 'conversation.rated', data: event }));
  return { kind: 'rated', created: true, result: { success: true, conversationId: conversation.id, rating } };
}
