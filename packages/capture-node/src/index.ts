// @svc/capture-node: Form Capture from your server, visitor context helpers, webhook verification, Engage identity hashes.
export { createCaptureClient } from './client.js';
export type { CaptureClient, CaptureClientOptions, CaptureResult } from './client.js';
export { contextFromIncomingMessage, contextFromRequest } from './context.js';
export type { ContextOptions, FetchContextOptions, IncomingMessageLike } from './context.js';
export type {
  CaptureContext,
  CaptureFields,
  CaptureInput,
  ChatEscalatedEvent,
  ConversationRatedEvent,
  WebhookEvent,
  WebhookEventMap,
  WebhookEventType,
  WebhookTestEvent,
} from './types.js';
export { identityHash } from './identity.js';
export { WebhookVerificationError, verifyWebhook, verifyWebhookRequest, webhookEventTypes } from './webhooks.js';
export type { VerifyWebhookOptions, WebhookErrorCode, WebhookHeaders } from './webhooks.js';
export {
  AbortError,
  AuthenticationError,
  ConnectionError,
  HttpError,
  IdempotencyConflictError,
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  ValidationError,
  createIdempotencyKey,
  deriveIdempotencyKey,
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
