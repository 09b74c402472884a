// Typed errors: one class per failure family, built in one place from the service's error body and headers.
import type { ErrorBody } from '@svc/spec';
import { serverDelay } from './backoff.js';
import type { RateLimit } from './rate-limit.js';
import { parseRateLimit } from './rate-limit.js';

/**
 * What an error carries besides its message.
 * @public
 */
export interface SvcErrorInit {
  status?: number | undefined;
  code: string;
  retryable?: boolean | undefined;
  retryAfter?: number | undefined;
  rateLimit?: RateLimit | undefined;
  requestId?: string | undefined;
  response?: Response | undefined;
  body?: ErrorBody | undefined;
  cause?: unknown;
}

/**
 * Every failure of an svc client. `message` is the service's message verbatim when it sent one.
 * @public
 */
export class SvcError extends Error {
  /** The HTTP status, or undefined when no response came (connection, timeout, abort). */
  declare readonly status: number | undefined;
  /** The service's stable code (`RATE_LIMITED`, `MODULE_DISABLED`...), or the client's (`CONNECTION_FAILED`...). */
  declare readonly code: string;
  /** True when the same request may succeed later (429, 503, connection failures and timeouts). */
  declare readonly retryable: boolean;
  /** Seconds the service asked to wait (Retry-After, or RateLimit-Reset on a 429), when it asked. */
  declare readonly retryAfter: number | undefined;
  /** The RateLimit-* figures of the response, when it carried them. */
  declare readonly rateLimit: RateLimit | undefined;
  /** The service's request id (X-Request-Id), for support. */
  declare readonly requestId: string | undefined;
  /** The response (its body already read into `body`). */
  declare readonly response: Response | undefined;
  /** The service's error body, when the response carried one. */
  declare readonly body: ErrorBody | undefined;

  constructor(message: string, init: SvcErrorInit) {
    super(message);
    Object.assign(this, { name: 'SvcError', retryable: false }, init);
  }
}

// One class per family, made by one factory to keep the bundle small. The name is given as a string because
// bundlers minify class names, and `error.name` is what logs show.
const family = (name: string): typeof SvcError =>
  class extends SvcError {
    override name = name;
  };

/** 401: the key is missing, invalid or revoked. @public */
export const AuthenticationError: typeof SvcError = family('AuthenticationError');
/** @public */
export type AuthenticationError = SvcError;
/** 403: wrong key family, site, environment or origin, a disabled site or module (`code` says which). @public */
export const PermissionError: typeof SvcError = family('PermissionError');
/** @public */
export type PermissionError = SvcError;
/** 404: the thing is missing (or unpublished, or the visitor token does not match). @public */
export const NotFoundError: typeof SvcError = family('NotFoundError');
/** @public */
export type NotFoundError = SvcError;
/** 400: the request was refused as invalid; `body.fields` names the offending properties where known. @public */
export const ValidationError: typeof SvcError = family('ValidationError');
/** @public */
export type ValidationError = SvcError;
/** 409: the Idempotency-Key was already used with different content. Never retried. @public */
export const IdempotencyConflictError: typeof SvcError = family('IdempotencyConflictError');
/** @public */
export type IdempotencyConflictError = SvcError;
/** 429: over the rate limit; `retryAfter` says when to try again. @public */
export const RateLimitError: typeof SvcError = family('RateLimitError');
/** @public */
export type RateLimitError = SvcError;
/** 503: the service (key verification, the assistant) is unavailable for now; `code` says which. @public */
export const UnavailableError: typeof SvcError = family('UnavailableError');
/** @public */
export type UnavailableError = SvcError;
/** Any other HTTP failure, or a response that is not what the operation returns (`code` INVALID_RESPONSE). @public */
export const HttpError: typeof SvcError = family('HttpError');
/** @public */
export type HttpError = SvcError;
/** No response: DNS, refused or reset connection, a socket closed mid-way. @public */
export const ConnectionError: typeof SvcError = family('ConnectionError');
/** @public */
export type ConnectionError = SvcError;
/** An attempt took longer than the per-attempt timeout. @public */
export const TimeoutError: typeof SvcError = family('TimeoutError');
/** @public */
export type TimeoutError = SvcError;
/** The caller's AbortSignal ended the call (during a request or a backoff sleep). @public */
export const AbortError: typeof SvcError = family('AbortError');
/** @public */
export type AbortError = SvcError;

const BY_STATUS: Record<number, typeof SvcError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: IdempotencyConflictError,
  429: RateLimitError,
  503: UnavailableError,
};

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof (body as ErrorBody)?.code === 'string' && typeof (body as ErrorBody).message === 'string';

// The one place a response becomes an error: class by status; retryAfter, figures and request id from headers.
function fromResponse(response: Response, code: string, message: string, body?: ErrorBody): SvcError {
  const { status, headers } = response;
  const retryable = status === 429 || status === 503;
  const wait = retryable ? serverDelay(response) : undefined;
  return new (BY_STATUS[status] ?? HttpError)(message, {
    status,
    code,
    retryable,
    retryAfter: wait === undefined ? wait : Math.ceil(wait / 1000),
    rateLimit: parseRateLimit(headers),
    requestId: body?.requestId ?? headers.get('x-request-id') ?? undefined,
    response,
    body,
  });
}

/**
 * The typed error for a failed response whose body (already parsed, or text) is `body`.
 * @public
 */
export function errorFromResponse(response: Response, body?: unknown): SvcError {
  const known = isErrorBody(body) ? body : undefined;
  return fromResponse(response, known?.code ?? `HTTP_${response.status}`, known?.message ?? `HTTP ${response.status}`, known);
}

/**
 * A success status whose body is not what the operation returns (an HTML page from a proxy, an empty body): an
 * error, never an empty result.
 * @public
 */
export function invalidResponse(response: Response, detail: string): SvcError {
  return fromResponse(response, 'INVALID_RESPONSE', `unexpected response: ${detail}`);
}
