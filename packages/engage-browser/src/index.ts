// @svc/engage-browser: the Engage public endpoints for web pages (the widget's network code).
export { createEngageClient } from './client.js';
export type {
  EngageCallOptions,
  EngageClient,
  EngageClientOptions,
  EngageInternals,
  EngageSubmitOptions,
  FormResult,
  TicketResult,
} from './client.js';
export type {
  ChatInput,
  ChatResponse,
  ConversationEvent,
  ConversationMessage,
  ConversationRating,
  ConversationRead,
  EngageConfig,
  FormInput,
  RatingInput,
  TicketInput,
} from './types.js';
export { visitorStorageKey } from './visitor-store.js';
export type { Visitor, VisitorStorage } from './visitor-store.js';
export { watchConversation } from './watch.js';
export type { WatchOptions, Watcher } from './watch.js';
export { openStream, rateConversation, streamConversation } from './stream.js';
export type { ConversationStream, RatingResult, StreamAccess, StreamOptions, StreamTransport } from './stream.js';
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
  createSvcClient,
  isSvcError,
  unwrap,
} from '@svc/core';
export { createIdempotencyKey, deriveIdempotencyKey } from '@svc/core';
export type {
  AttemptRecord,
  CallOptions,
  ErrorRequest,
  Hooks,
  LogLevel,
  Logger,
  RateLimit,
  RedactedRequest,
  ResponsePromise,
  RetryStop,
  ServiceErrorBody,
  SubmitOptions,
  SvcErrorCode,
  SvcClient,
  SvcClientOptions,
  WithResponse,
} from '@svc/core';
export type { paths } from '@svc/types';
