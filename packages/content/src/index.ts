// @svc/content: the svc Content read API (pages, every entry, one entry by slug) with an optional snapshot cache.
export { createContentClient } from './client.js';
export type { ContentClient, ContentClientOptions, ContentEntryResult, ContentPage, ListOptions } from './client.js';
export type { ContentEnvironment } from './environment.js';
export { createSnapshotCache } from './snapshot-cache.js';
export type { SnapshotCache, SnapshotCacheOptions, SnapshotInfo } from './snapshot-cache.js';
export type { ContentEntry, ContentEntryBody, ContentEntryDetail, ContentPageBody } from './types.js';
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  HttpError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  ValidationError,
  createSvcClient,
  isSvcError,
  unwrap,
} from '@svc/core';
export type {
  AttemptRecord,
  CallOptions,
  ErrorRequest,
  Hooks,
  LogLevel,
  Logger,
  PageIterator,
  RateLimit,
  RedactedRequest,
  ResponsePromise,
  RetryStop,
  ServiceErrorBody,
  SvcErrorCode,
  SvcClient,
  SvcClientOptions,
  WithResponse,
} from '@svc/core';
export type { paths } from '@svc/types';
