// The calls on the visitor's stored thread that only some pages make: its stream token (streamConversation asks for
// it) and its rating. Functions of their own (not client methods), so a bundle that never uses them leaves them out.

import type { ResponsePromise } from '@svc/core';
import { CALL_OPTIONS, checkOptions, respond, segment } from '@svc/core';
import type { EngageCallOptions, EngageClient } from './client.js';
import type { StreamAccess } from './stream-types.js';
import type { ConversationRating, RatingInput } from './types.js';

/** The outcome of a rating. @public */
export interface RatingResult {
  /** The stored rating. */
  rating: ConversationRating;
  /** True when this exact rating was already stored. */
  duplicate: boolean;
}

/** The stored thread's token and path segment, or undefined when this visitor has none. */
function storedThread(engage: EngageClient): { token: string; id: string; conversationId: string } | undefined {
  const { token, conversationId } = engage._.visitor.get();
  return token && conversationId ? { token, id: segment(conversationId), conversationId } : undefined;
}

/**
 * A stream token for the stored thread's live events, or undefined when this visitor has none.
 * `streamConversation` calls it; call it yourself only to open the stream another way.
 * @public
 */
export function openStream(engage: EngageClient, options?: EngageCallOptions): ResponsePromise<StreamAccess | undefined> {
  return respond(async (into) => {
    checkOptions(options, CALL_OPTIONS, 'openStream');
    const t = storedThread(engage);
    if (!t) return undefined;
    const path = `/v1/engage/conversations/${t.id}/`;
    const { streamToken, expiresAt, cursor } = await engage._.send<{ streamToken: string; expiresAt: string; cursor: string }>(
      'POST',
      `${path}stream`,
      {
        body: { visitorToken: t.token },
        call: { ...options, idempotent: true },
        into,
      },
    );
    const q = `?streamToken=${encodeURIComponent(streamToken)}`;
    const base = engage._.base;
    return {
      conversationId: t.conversationId,
      streamToken,
      expiresAt,
      cursor,
      eventsUrl: `${base}${path}events${q}`,
      pollUrl: `${base}${path}poll${q}`,
    };
  });
}

/**
 * Rates the stored thread once it is closed (good or bad, optional comment of at most 500 characters); the same
 * rating again is a replay (`duplicate: true`), a different one a 409 `ALREADY_RATED`, an open thread a 409
 * `CONVERSATION_OPEN`. Undefined when this visitor has no thread.
 * @public
 */
export function rateConversation(
  engage: EngageClient,
  input: RatingInput,
  options?: EngageCallOptions,
): ResponsePromise<RatingResult | undefined> {
  return respond(async (into) => {
    checkOptions(options, CALL_OPTIONS, 'rateConversation');
    const t = storedThread(engage);
    if (!t) return undefined;
    const data = await engage._.send<RatingResult>('POST', `/v1/engage/conversations/${t.id}/rating`, {
      body: { ...input, visitorToken: t.token },
      call: { ...options, idempotent: true },
      into,
    });
    return { rating: data.rating, duplicate: data.duplicate === true };
  });
}
