// Form Capture shapes, taken from the contract by operationId so schema renames cannot break them.
import type { operations } from './generated/openapi.js';
import type { WebhookEventMap, WebhookEventType } from './generated/webhooks.js';

/**
 * Field values as the service takes them: strings (null and undefined are dropped by the service). Convert numbers,
 * dates and booleans yourself, so what is stored is what you meant.
 * @public
 */
export type CaptureFields = Record<string, string | null | undefined>;

/**
 * A form submission (`createCapture`); `fields` holds strings. (An intersection, not Omit: the body's index signature
 * for unknown properties would make Omit drop the named ones.)
 * @public
 */
export type CaptureInput = operations['createCapture']['requestBody']['content']['application/json'] & { fields: CaptureFields };
/** Visitor details asserted by your server. @public */
export type CaptureContext = NonNullable<operations['createCapture']['requestBody']['content']['application/json']['context']>;
/** The `chat.escalated` event. @public */
export type ChatEscalatedEvent = WebhookEventMap['chat.escalated'];
/** The `conversation.rated` event. @public */
export type ConversationRatedEvent = WebhookEventMap['conversation.rated'];
/** The `webhook.test` event. @public */
export type WebhookTestEvent = WebhookEventMap['webhook.test'];
/** Every signed event the service sends (the contract's `webhooks:`, generated): narrow it on `type`. @public */
export type WebhookEvent = WebhookEventMap[WebhookEventType];
export type { WebhookEventMap, WebhookEventType };
