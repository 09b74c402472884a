// @svc/core: the client runtime shared by the svc SDKs (retrying fetch, idempotency, errors, paging, rate limits).
export { backoffDelay, parseRetryAfter, serverDelay, sleep } from './backoff.js';
export type { BackoffOptions } from './backoff.js';
export { createSvcClient, unwrap } from './client.js';
export type { CallInit, SvcClient, SvcClientOptions } from './client.js';
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
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  HttpError,
  IdempotencyConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  ValidationError,
  errorFromResponse,
  invalidResponse,
  isSvcError,
} from './errors.js';
export { RETRY_STATUSES } from './errors.js';
export type { AttemptRecord, ErrorRequest, RetryStop, ServiceErrorBody, SvcErrorInit } from './errors.js';
export type { LogLevel, Logger } from './log.js';
export { respond } from './response.js';
export type { ResponsePromise, Seen, WithResponse } from './response.js';
export { IDEMPOTENCY_KEY_PATTERN, checkIdempotencyKey, createIdempotencyKey, deriveIdempotencyKey } from './idempotency.js';
export { CALL_OPTIONS, CLIENT_OPTIONS, checkBaseUrl, checkKey, checkOptions } from './options.js';
export { paginate } from './paging.js';
export { createReader, createRequester, segment } from './request.js';
export type { Requester, RequesterOptions, RequestSpec } from './request.js';
export type { PageIterator, PageSlice } from './paging.js';
export { parseRateLimit } from './rate-limit.js';
export type { RateLimit } from './rate-limit.js';
export type { Hooks, RedactedRequest } from './redact.js';
export { RETRY_COUNT_HEADER, createRetryingFetch } from './retry.js';
export type { AttemptOptions, CallOptions, CallState, RetryOptions, RetryPolicy, RetryingFetch, SubmitOptions } from './retry.js';
