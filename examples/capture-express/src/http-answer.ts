// One place that turns a failed capture into the answer our own visitors get: the service's typed errors decide the
// status, and nothing about our key or the service's internals leaks to the browser.
import {
  AuthenticationError,
  ConnectionError,
  IdempotencyConflictError,
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  ValidationError,
} from '@svc/capture-node';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: { error: string; message: string; fields?: string[]; requestId?: string };
}

/** The answer for a capture error, or undefined for anything that is not one (a bug: let Express answer 500). */
export function httpAnswerFor(error: unknown): HttpAnswer | undefined {
  if (!(error instanceof SvcError)) return undefined;
  const requestId = error.requestId ? { requestId: error.requestId } : {};
  // Retry-After is in seconds; the SDK's waits are milliseconds.
  const retryAfter = (ms: number | undefined, fallback: number) => ({
    'Retry-After': String(ms === undefined ? fallback : Math.ceil(ms / 1000)),
  });

  if (error instanceof ValidationError) {
    // Each family is its own type: here `error.body` is the service's 400 body (or its text).
    const fields = typeof error.body === 'object' && error.body.fields ? { fields: error.body.fields } : {};
    return { status: 400, headers: {}, body: { error: 'invalid', message: error.message, ...fields, ...requestId } };
  }
  if (error instanceof IdempotencyConflictError) {
    // The same form id came back with other content: a second message must come from a freshly loaded form.
    return {
      status: 409,
      headers: {},
      body: {
        error: 'already-sent',
        message: 'This form was already sent with other content. Reload the page to send a new message.',
        ...requestId,
      },
    };
  }
  if (error instanceof RateLimitError) {
    // Always present on a 429: the service's Retry-After (or RateLimit-Reset), in milliseconds.
    return {
      status: 429,
      headers: retryAfter(error.retryAfterMs, 60),
      body: { error: 'slow-down', message: 'Too many messages; try again shortly.', ...requestId },
    };
  }
  if (error instanceof UnavailableError || error instanceof ConnectionError || error instanceof TimeoutError) {
    // The SDK already retried with the same idempotency key; the visitor may send again later without duplicates.
    return {
      status: 503,
      headers: retryAfter(error.retryAfterMs, 30),
      body: { error: 'try-later', message: 'We could not send your message just now; try again in a minute.', ...requestId },
    };
  }
  if (error instanceof AuthenticationError || error instanceof PermissionError) {
    // Our key or our site is wrong: the visitor can do nothing about it, we must.
    return { status: 502, headers: {}, body: { error: 'misconfigured', message: 'The contact form is out of order.', ...requestId } };
  }
  return { status: 502, headers: {}, body: { error: 'upstream', message: 'The contact form is out of order.', ...requestId } };
}
