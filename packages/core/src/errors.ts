// Typed errors: one class per failure family, built in one place from whatever body the service sent, printed in a
// few lines, and recognised across copies of this package (CommonJS and ESM in one process).

import { serverDelay } from './backoff.js';
import type {
  AuthenticationCode,
  ClientErrorCode,
  CodeOf,
  ConflictCode,
  NotFoundCode,
  PermissionCode,
  SvcErrorCode,
  UnavailableCode,
  ValidationCode,
} from './codes.js';
import type { RateLimit } from './rate-limit.js';
import { parseRateLimit } from './rate-limit.js';

/**
 * An error body as the service may send it: ours always has `code` and `message`; the service description also
 * documents bodies with `message` and no `code` (`{ "success": false, "message": "invalid or revoked developer key" }`).
 * @public
 */
export interface ServiceErrorBody {
  /** `false` on every error body. */
  success?: false;
  /** The service's stable, machine-readable error code, such as `INVALID_KEY`. */
  code?: string;
  /** The service's human-readable message. */
  message?: string;
  /** The id of the request, the same as its `X-Request-Id` header. */
  requestId?: string;
  /** Names of the offending request properties, where known. */
  fields?: string[];
  /** On ASSISTANT_UNAVAILABLE: the thread that kept the visitor's message, and its token. */
  conversationId?: string;
  /** On ASSISTANT_UNAVAILABLE: the token of the thread that kept the message. */
  visitorToken?: string;
  /** Anything else the service sent. */
  [property: string]: unknown;
}

/**
 * The request an error belongs to: method and URL, with credentials in the query redacted.
 * @public
 */
export interface ErrorRequest {
  /** The HTTP method, such as `POST`. */
  method: string;
  /** The URL, with credentials in the query redacted. */
  url: string;
}

/**
 * One attempt of a call: its status, or the failure's code when no response came (`CONNECTION_FAILED`, `TIMEOUT`),
 * and the wait slept before the next attempt (absent on the last).
 * @public
 */
export interface AttemptRecord {
  /** The attempt's HTTP status, when a response came. */
  status?: number;
  /** The failure's code when no response came (`CONNECTION_FAILED`, `TIMEOUT`). */
  error?: string;
  /** The wait slept before the next attempt; absent on the last. */
  waitMs?: number;
}

/**
 * Why a call stopped retrying an answer that is retried when safe: `limit` (maxRetries reached), `deadline` (the next
 * attempt would end past deadlineMs), `not-safe` (a POST without an idempotency key: repeating it could store twice),
 * `wait-over-cap` (the service asked for a wait over maxRetryAfterMs).
 * @public
 */
export type RetryStop = 'limit' | 'deadline' | 'not-safe' | 'wait-over-cap';

/**
 * The statuses retried by default for requests that are safe to repeat: 408, 429, 500, 502, 503 and 504.
 * @public
 */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/**
 * What an error carries besides its message.
 * @public
 */
export interface SvcErrorInit {
  /** The HTTP status, or undefined when no response came. */
  status?: number | undefined;
  /** The error code: the service's, the client's own, or `HTTP_<status>`. */
  code: string;
  /** Whether the same call may succeed if sent again. */
  retryable?: boolean | undefined;
  /** How long to wait before trying again, in milliseconds, when known. */
  retryAfterMs?: number | undefined;
  /** The rate-limit figures of the response, when it carried them. */
  rateLimit?: RateLimit | undefined;
  /** The request id of the response (`X-Request-Id`). */
  requestId?: string | undefined;
  /** The request that failed: method and URL, credentials redacted. */
  request?: ErrorRequest | undefined;
  /** The response, when one came. */
  response?: Response | undefined;
  /** The body the service sent: its JSON error body, or text. */
  body?: ServiceErrorBody | string | undefined;
  /** What each attempt of the call met (a status or a failure) and the wait before the next. */
  attempts?: readonly AttemptRecord[] | undefined;
  /** Why retrying stopped, when the call was retryable but not retried again. */
  retryStopped?: RetryStop | undefined;
  /** The underlying failure (a network error, an abort reason). */
  cause?: unknown;
}

// Shared by every copy of this package in a process (Symbol.for), so a CommonJS copy's error is recognised by the
// ESM copy's isSvcError and instanceof.
const BRAND = Symbol.for('@svc/core.SvcError');

/**
 * True for an error of any svc client, whichever copy of `@svc/core` (CommonJS or ESM, bundled or not) made it.
 * @public
 */
export function isSvcError(value: unknown): value is SvcError {
  return typeof value === 'object' && value !== null && BRAND in value;
}

// Class names survive minification only as strings: each family (and so each error's `name`) names itself.
const named = (family: object, name: string): void => void Object.defineProperty(family, 'name', { value: name });

/**
 * Every failure of an svc client. `message` is the service's message verbatim when it sent one.
 * @public
 */
export class SvcError extends Error {
  static {
    named(this, 'SvcError');
  }

  /** The HTTP status, or undefined when no response came (connection, timeout, abort). */
  declare readonly status: number | undefined;
  /** The service's code (`RATE_LIMITED`, `MODULE_DISABLED`...), the client's (`CONNECTION_FAILED`...), or `HTTP_<status>`. */
  declare readonly code: SvcErrorCode;
  /** True when the same request may succeed later (408, 429, 500, 502, 503, 504, connection failures and timeouts). */
  declare readonly retryable: boolean;
  /** Milliseconds the service asked to wait (Retry-After, or RateLimit-Reset on a 429), when it asked. */
  declare readonly retryAfterMs: number | undefined;
  /** The RateLimit-* figures of the response, when it carried them. */
  declare readonly rateLimit: RateLimit | undefined;
  /** The service's request id (X-Request-Id, or the body's requestId), for support. */
  declare readonly requestId: string | undefined;
  /** The failed request's method and URL (credentials in the query redacted). */
  declare readonly request: ErrorRequest | undefined;
  /** The response, its body already read into `body` (not enumerable, so logs stay short). */
  declare readonly response: Response | undefined;
  /** What the service sent: its JSON error body, or the text of a body that was not JSON. */
  declare readonly body: ServiceErrorBody | string | undefined;
  /** Every attempt of the call: status or failure, and the wait before each retry. */
  declare readonly attempts: readonly AttemptRecord[] | undefined;
  /** Why retrying stopped, when the last answer was one that is retried when safe (`limit`, `deadline`, ...). */
  declare readonly retryStopped: RetryStop | undefined;

  constructor(message: string, init: SvcErrorInit) {
    // `init` doubles as the ErrorOptions that carry `cause`.
    super(message, init);
    Object.assign(this, { name: new.target.name, retryable: false }, init);
    Object.defineProperty(this, 'response', { enumerable: false });
  }

  /** `instanceof` that also recognises errors of another copy of this package (by brand and family name). */
  static override [Symbol.hasInstance]<T>(this: abstract new (...args: never[]) => T, value: unknown): value is T {
    return (
      Function.prototype[Symbol.hasInstance].call(this, value) ||
      (isSvcError(value) && (this.name === 'SvcError' || value.name === this.name))
    );
  }
}
Object.defineProperty(SvcError.prototype, BRAND, { value: true });

/** 400: the request was refused as invalid; `body.fields` names the offending properties where known. @public */
export class ValidationError extends SvcError {
  static {
    named(this, 'ValidationError');
  }
  /** Always 400. */
  declare readonly status: 400;
  /** A 400 code, such as `FIELDS_REQUIRED`, or `HTTP_400` when the body had none. */
  declare readonly code: CodeOf<ValidationCode>;
}
/** 401: the key is missing, invalid or revoked. @public */
export class AuthenticationError extends SvcError {
  static {
    named(this, 'AuthenticationError');
  }
  /** Always 401. */
  declare readonly status: 401;
  /** A 401 code, such as `INVALID_KEY`, or `HTTP_401` when the body had none. */
  declare readonly code: CodeOf<AuthenticationCode>;
}
/** 403: wrong key family, site, environment or origin, a disabled site or module (`code` says which). @public */
export class PermissionError extends SvcError {
  static {
    named(this, 'PermissionError');
  }
  /** Always 403. */
  declare readonly status: 403;
  /** A 403 code, such as `ORIGIN_NOT_ALLOWED`, or `HTTP_403` when the body had none. */
  declare readonly code: CodeOf<PermissionCode>;
}
/** 404: the thing is missing (or unpublished, or the visitor token does not match). @public */
export class NotFoundError extends SvcError {
  static {
    named(this, 'NotFoundError');
  }
  /** Always 404. */
  declare readonly status: 404;
  /** A 404 code, such as `NOT_FOUND`, or `HTTP_404` when the body had none. */
  declare readonly code: CodeOf<NotFoundCode>;
}
/** 409: the Idempotency-Key was already used with different content. Never retried. @public */
export class IdempotencyConflictError extends SvcError {
  static {
    named(this, 'IdempotencyConflictError');
  }
  /** Always 409. */
  declare readonly status: 409;
  /** `IDEMPOTENCY_CONFLICT` (or another 409 code), or `HTTP_409` when the body had none. */
  declare readonly code: CodeOf<ConflictCode>;
}
/** 429: over the rate limit; `retryAfterMs` says when to try again (1,000 ms when the service named no wait). @public */
export class RateLimitError extends SvcError {
  static {
    named(this, 'RateLimitError');
  }
  /** Always 429. */
  declare readonly status: 429;
  /** `RATE_LIMITED`, or `HTTP_429` when the body had none. */
  declare readonly code: CodeOf<'RATE_LIMITED'>;
  /** Always true: the same call may succeed later. */
  declare readonly retryable: true;
  /** How long to wait before trying again, in milliseconds; always set. */
  declare readonly retryAfterMs: number;
}
/** 503: the service (key verification, the assistant) is unavailable for now; `code` says which. @public */
export class UnavailableError extends SvcError {
  static {
    named(this, 'UnavailableError');
  }
  /** Always 503. */
  declare readonly status: 503;
  /** A 503 code, such as `KEY_VERIFICATION_UNAVAILABLE`, or `HTTP_503` when the body had none. */
  declare readonly code: CodeOf<UnavailableCode>;
  /** Always true: the same call may succeed later. */
  declare readonly retryable: true;
}
/** Any other HTTP failure, or a response that is not what the operation returns (`code` INVALID_RESPONSE). @public */
export class HttpError extends SvcError {
  static {
    named(this, 'HttpError');
  }
  /** The HTTP status of the response. */
  declare readonly status: number;
}
/** No response: DNS, refused or reset connection, TLS, a socket closed mid-way. `message` names the URL and cause. @public */
export class ConnectionError extends SvcError {
  static {
    named(this, 'ConnectionError');
  }
  /** Undefined: no response came. */
  declare readonly status: undefined;
  /** Always `CONNECTION_FAILED`. */
  declare readonly code: Extract<ClientErrorCode, 'CONNECTION_FAILED'>;
}
/** An attempt took longer than `timeoutMs` (code TIMEOUT), or the call longer than `deadlineMs` (DEADLINE_EXCEEDED). @public */
export class TimeoutError extends SvcError {
  static {
    named(this, 'TimeoutError');
  }
  /** Undefined: no response came. */
  declare readonly status: undefined;
  /** `TIMEOUT` (one attempt) or `DEADLINE_EXCEEDED` (the whole call). */
  declare readonly code: Extract<ClientErrorCode, 'TIMEOUT' | 'DEADLINE_EXCEEDED'>;
}
/** The caller's AbortSignal ended the call (during a request, a body read or a backoff sleep). @public */
export class AbortError extends SvcError {
  static {
    named(this, 'AbortError');
  }
  /** Undefined: no response came. */
  declare readonly status: undefined;
  /** Always `ABORTED`. */
  declare readonly code: Extract<ClientErrorCode, 'ABORTED'>;
}

const BY_STATUS: Record<number, typeof SvcError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: IdempotencyConflictError,
  429: RateLimitError,
  503: UnavailableError,
};

// The request of each response the retrying fetch returned, for the errors made from it.
/** @internal */
export const requestOf = new WeakMap<Response, ErrorRequest>();

// The one place a response becomes an error: class by status; the wait, figures and request id from the headers.
function fromResponse(response: Response, message: string, { code, body }: { code: string; body?: ServiceErrorBody | string }): SvcError {
  const { status, headers } = response;
  // 408, 500, 502 and 504 are retryable too: the retrying fetch marks them (withAttempts), out of this shared path.
  const retryable = status === 429 || status === 503;
  const wait = retryable ? serverDelay(response) : undefined;
  return new (BY_STATUS[status] ?? HttpError)(message, {
    status,
    code,
    retryable,
    retryAfterMs: status === 429 ? (wait ?? 1000) : wait,
    rateLimit: parseRateLimit(headers),
    requestId:
      (typeof body === 'object' && typeof body.requestId === 'string' && body.requestId) || headers.get('x-request-id') || undefined,
    request: requestOf.get(response),
    response,
    body,
  });
}

/**
 * The typed error for a failed response whose body (parsed JSON, or text) is `body`. The service's `message` is kept
 * verbatim; a body without `code` gets `HTTP_<status>`; a short text body (not an HTML page) is the message.
 * @public
 */
export function errorFromResponse(response: Response, body?: unknown): SvcError {
  const json = typeof body === 'object' && body !== null ? (body as ServiceErrorBody) : undefined;
  const text = typeof body === 'string' && body.trim() ? body.trim() : undefined;
  const code = typeof json?.code === 'string' && json.code ? json.code : `HTTP_${response.status}`;
  const message =
    (typeof json?.message === 'string' && json.message) ||
    (text && !text.startsWith('<') ? text.slice(0, 1000) : `HTTP ${response.status}${json?.code ? ` ${code}` : ''}`);
  return fromResponse(response, message, { code, body: json ?? text });
}

/**
 * A success status whose body is not what the operation returns (an HTML page from a proxy, an empty body): an
 * error, never an empty result.
 * @public
 */
export function invalidResponse(response: Response, detail: string): SvcError {
  return fromResponse(response, `unexpected response: ${detail}`, { code: 'INVALID_RESPONSE' });
}

// The innermost cause's message: Node's fetch says "fetch failed" and keeps "connect ECONNREFUSED 127.0.0.1:9",
// "getaddrinfo ENOTFOUND api.example" or the TLS failure in its cause.
const reason = (cause: unknown): string => {
  const inner = (cause as { cause?: unknown })?.cause;
  return inner ? reason(inner) : String((cause as Error)?.message ?? cause);
};

/** A request as errors and log lines name it: `GET https://...` (the URL redacted). @internal */
export const describe = (request: ErrorRequest): string => `${request.method} ${request.url}`;

/**
 * A failure without a usable response: no connection (naming the request and the cause), or a connection closed
 * while the body was read.
 * @internal
 */
export function connectionError(cause: unknown, request?: ErrorRequest): SvcError {
  return new ConnectionError(`cannot reach ${request ? describe(request) : 'the service'}: ${reason(cause)}`, {
    code: 'CONNECTION_FAILED',
    retryable: true,
    request,
    cause,
  });
}

/**
 * A failure while a response body was read: a SyntaxError (a success body that is not valid JSON) is an
 * INVALID_RESPONSE error, anything else a connection closed mid-read.
 * @internal
 */
export function readError(cause: unknown): SvcError {
  return cause instanceof SyntaxError
    ? new HttpError(`unexpected response: ${cause.message}`, { code: 'INVALID_RESPONSE', cause })
    : connectionError(cause);
}
