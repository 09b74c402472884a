// @svc/engage-browser: the Engage public endpoints for web pages (the widget's network code).

export type {
  AttemptRecord,
  CallOptions,
  ErrorRequest,
  Hooks,
  Logger,
  LogLevel,
  RateLimit,
  RedactedRequest,
  ResponsePromise,
  RetryStop,
  ServiceErrorBody,
  SubmitOptions,
  SvcClient,
  SvcClientOptions,
  SvcErrorCode,
  WithResponse,
} from '@svc/core';
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  createIdempotencyKey,
  createSvcClient,
  deriveIdempotencyKey,
  HttpError,
  IdempotencyConflictError,
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
export type {
  EngageCallOptions,
  EngageClient,
  EngageClientOptions,
  EngageInternals,
  EngageSubmitOptions,
  FormResult,
  TicketResult,
} from './client.js';
export { createEngageClient } from './client.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { ConversationStream, RatingResult, StreamAccess, StreamOptions, StreamTransport } from './stream.js';
export { openStream, rateConversation, streamConversation } from './stream.js';
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
export type { Visitor, VisitorStorage } from './visitor-store.js';
export { visitorStorageKey } from './visitor-store.js';
export type { Watcher, WatchOptions } from './watch.js';
export { watchConversation } from './watch.js';
