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
  // Every family shares SvcError's type, so `instanceof` is asked through a function that does not narrow `error`.
  const is = (family: typeof SvcError): boolean => error instanceof family;
  const requestId = error.requestId ? { requestId: error.requestId } : {};
  const retryAfter = (seconds: number | undefined, fallback: number) => ({ 'Retry-After': String(seconds ?? fallback) });

  if (is(ValidationError)) {
    const fields = error.body?.fields ? { fields: error.body.fields } : {};
    return { status: 400, headers: {}, body: { error: 'invalid', message: error.message, ...fields, ...requestId } };
  }
  if (is(IdempotencyConflictError)) {
    // The same form id came back with other content: a second message must come from a freshly loaded form.
    return {
      status: 409,
      headers: {},
      body: { error: 'already-sent', message: 'This form was already sent with other content. Reload the page to send a new message.', ...requestId },
    };
  }
  if (is(RateLimitError)) {
    return { status: 429, headers: retryAfter(error.retryAfter, 60), body: { error: 'slow-down', message: 'Too many messages; try again shortly.', ...requestId } };
  }
  if (is(UnavailableError) || is(ConnectionError) || is(TimeoutError)) {
    // The SDK already retried with the same idempotency key; the visitor may send again later without duplicates.
    return { status: 503, headers: retryAfter(error.retryAfter, 30), body: { error: 'try-later', message: 'We could not send your message just now; try again in a minute.', ...requestId } };
  }
  if (is(AuthenticationError) || is(PermissionError)) {
    // Our key or our site is wrong: the visitor can do nothing about it, we must.
    return { status: 502, headers: {}, body: { error: 'misconfigured', message: 'The contact form is out of order.', ...requestId } };
  }
  return { status: 502, headers: {}, body: { error: 'upstream', message: 'The contact form is out of order.', ...requestId } };
}
