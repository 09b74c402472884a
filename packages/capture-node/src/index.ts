// @svc/capture-node: Form Capture from your server, visitor context helpers, webhook verification, Engage identity hashes.

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
  PermissionError,
  RateLimitError,
  SvcError,
  TimeoutError,
  UnavailableError,
  unwrap,
  ValidationError,
} from '@svc/core';
export type { CaptureClient, CaptureClientOptions, CaptureResult } from './client.js';
export { createCaptureClient } from './client.js';
export type { ContextOptions, FetchContextOptions, IncomingMessageLike } from './context.js';
export { contextFromIncomingMessage, contextFromRequest } from './context.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
export { identityHash } from './identity.js';
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
export type { VerifyWebhookOptions, WebhookErrorCode, WebhookHeaders } from './webhooks.js';
export { verifyWebhook, verifyWebhookRequest, WebhookVerificationError, webhookEventTypes } from './webhooks.js';
