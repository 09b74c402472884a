// Form Capture shapes, taken from the contract by operationId so schema renames cannot break them.
import type { operations } from '@svc/spec';

/** A form submission (`createCapture`). @public */
export type CaptureInput = operations['createCapture']['requestBody']['content']['application/json'];
/** Visitor details asserted by your server. @public */
export type CaptureContext = NonNullable<CaptureInput['context']>;
/** The `chat.escalated` event. @public */
export type ChatEscalatedEvent = operations['chatEscalated']['requestBody']['content']['application/json'];
/** The `webhook.test` event. @public */
export type WebhookTestEvent = operations['webhookTest']['requestBody']['content']['application/json'];
/** Every signed event the service sends. @public */
export type WebhookEvent = ChatEscalatedEvent | WebhookTestEvent;
