// @svc/content: the svc Content read API (pages, every entry, one entry by slug) with an optional snapshot cache.

export type {
  AttemptRecord,
  CallOptions,
  ErrorRequest,
  Hooks,
  Logger,
  LogLevel,
  PageIterator,
  RateLimit,
  RedactedRequest,
  ResponsePromise,
  RetryStop,
  ServiceErrorBody,
  SvcClient,
  SvcClientOptions,
  SvcErrorCode,
  WithResponse,
} from '@svc/core';
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  createSvcClient,
  HttpError,
  isSvcError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  unwrap,
  ValidationError,
} from '@svc/core';
export type { ContentClient, ContentClientOptions, ContentEntryResult, ContentPage, ListOptions } from './client.js';
export { createContentClient } from './client.js';
export type { ContentEnvironment } from './environment.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { SnapshotCache, SnapshotCacheOptions, SnapshotInfo } from './snapshot-cache.js';
export { createSnapshotCache } from './snapshot-cache.js';
export type { ContentEntry, ContentEntryBody, ContentEntryDetail, ContentPageBody } from './types.js';
