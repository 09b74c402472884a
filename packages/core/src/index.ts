// @svc/core: the client runtime shared by the svc SDKs (retrying fetch, idempotency, errors, paging, rate limits).

export type { BackoffOptions } from './backoff.js';
export { backoffDelay, parseRetryAfter, serverDelay, sleep } from './backoff.js';
export type { CallInit, SvcClient, SvcClientOptions } from './client.js';
export { createSvcClient, unwrap } from './client.js';
export type {
  AuthenticationCode,
  ClientErrorCode,
  CodeOf,
  ConflictCode,
  NotFoundCode,
  PermissionCode,
  ServiceErrorCode,
  StatusCode,
  SvcErrorCode,
  UnavailableCode,
  ValidationCode,
} from './codes.js';
export type { AttemptRecord, ErrorRequest, RetryStop, ServiceErrorBody, SvcErrorInit } from './errors.js';
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  errorFromResponse,
  HttpError,
  IdempotencyConflictError,
  invalidResponse,
  isSvcError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  RETRY_STATUSES,
  SvcError,
  TimeoutError,
  UnavailableError,
  ValidationError,
} from './errors.js';
export type { ErrorCodesByStatus } from './generated/contract.js';
export { checkIdempotencyKey, createIdempotencyKey, deriveIdempotencyKey, IDEMPOTENCY_KEY_PATTERN } from './idempotency.js';
export type { Logger, LogLevel } from './log.js';
export { CALL_OPTIONS, CLIENT_OPTIONS, checkBaseUrl, checkKey, checkOptions } from './options.js';
export type { PageIterator, PageSlice } from './paging.js';
export { paginate } from './paging.js';
export type { RateLimit } from './rate-limit.js';
export { parseRateLimit } from './rate-limit.js';
export type { Hooks, RedactedRequest } from './redact.js';
export type { Requester, RequesterOptions, RequestSpec } from './request.js';
export { createReader, createRequester, segment } from './request.js';
export type { ResponsePromise, Seen, WithResponse } from './response.js';
export { respond } from './response.js';
export type { AttemptOptions, CallOptions, CallState, RetryingFetch, RetryOptions, RetryPolicy, SubmitOptions } from './retry.js';
export { createRetryingFetch, RETRY_COUNT_HEADER } from './retry.js';
