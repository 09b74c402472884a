// The one error body of every interface: { success: false, code, message, requestId, ...extra }.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from './env.js';

export interface ErrorExtra {
  fields?: string[];
  conversationId?: string;
  visitorToken?: string;
}

export function fail(c: AppContext, status: ContentfulStatusCode, code: string, message: string, extra: ErrorExtra = {}): Response {
  return c.json({ success: false as const, code, message, requestId: c.get('requestId'), ...extra }, status);
}

/** 429 or 503 with Retry-After (seconds). */
export function failRetryable(
  c: AppContext,
  status: 429 | 503,
  code: string,
  message: string,
  retryAfterSeconds: number,
  extra: ErrorExtra = {},
): Response {
  c.header('Retry-After', String(Math.max(0, Math.ceil(retryAfterSeconds))));
  return fail(c, status, code, message, extra);
}

export const KEY_VERIFICATION_MESSAGE = 'key verification unavailable; retry with backoff';

/** 503 when key verification is (made) unavailable for this operation. */
export function keyVerificationUnavailable(c: AppContext): Response {
  return failRetryable(c, 503, 'KEY_VERIFICATION_UNAVAILABLE', KEY_VERIFICATION_MESSAGE, 2);
}
