// Generated from openapi.yaml by scripts/gen.ts (openapi.yaml's webhooks section). Do not edit: run `pnpm gen`.
/* eslint-disable */
import type { webhooks } from './openapi.js';

/** One of the event types the service sends. @public */
export type WebhookEventType = "chat.escalated" | "conversation.rated" | "webhook.test";

/** The type of every event the service signs and sends (openapi.yaml `webhooks:`). @public */
export const webhookEventTypes = ["chat.escalated","conversation.rated","webhook.test"] as const satisfies readonly WebhookEventType[];

/** Each event's signed body, by event type. @public */
export interface WebhookEventMap {
  /** A chat turn escalated to a person */
  "chat.escalated": webhooks["chat.escalated"]['post']['requestBody']['content']['application/json'];
  /** A visitor rated a conversation */
  "conversation.rated": webhooks["conversation.rated"]['post']['requestBody']['content']['application/json'];
  /** A test event sent from the console */
  "webhook.test": webhooks["webhook.test"]['post']['requestBody']['content']['application/json'];
}

/** Any event the service sends; narrow it on `type`. @public */
export type WebhookEvent = WebhookEventMap[WebhookEventType];
