// Outgoing webhook HTTP: a port so tests can receive events without a network.
import type { DeliveryContext } from './delivery.js';

/** One webhook attempt: where, the signed headers and the body. @public */
export interface WebhookRequest {
  /** The receiver's URL. */
  url: string;
  /** The headers, signature included. */
  headers: Record<string, string>;
  /** The exact body that was signed. */
  body: string;
}

/**
 * The receiver's answer (its status and, where the sender reads it, the first 4 KB of its body), or why none came.
 * @public
 */
export type WebhookResult = { status: number; body?: string } | { error: string };

/** How much of a receiver's answer a sender keeps: 4 KB. */
export const WEBHOOK_RESPONSE_BODY_BYTES = 4096;

/** The first `limit` bytes of a response body as text; the rest is not read. */
async function firstBytes(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const all = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const p of parts) {
    const take = Math.min(p.length, all.length - at);
    all.set(p.subarray(0, take), at);
    at += take;
    if (at === all.length) break;
  }
  return new TextDecoder().decode(all);
}

/** Sends webhook attempts, a port. @public */
export interface WebhookSender {
  /**
   * Sends one attempt; a failure is `{ error }`, never an exception. `context` names the operation that raised the
   * event (an implementation may ignore it).
   */
  send(request: WebhookRequest, context?: DeliveryContext): Promise<WebhookResult>;
}

/**
 * Sends with `fetch` (10-second timeout). Network failures become `{ error }`, never exceptions.
 * @public
 */
export class FetchWebhookSender implements WebhookSender {
  constructor(private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)) {}

  /** Sends one attempt; a failure is `{ error }`, never an exception. */
  async send(request: WebhookRequest): Promise<WebhookResult> {
    try {
      const response = await this.fetchImpl(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await firstBytes(response, WEBHOOK_RESPONSE_BODY_BYTES) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/**
 * Records requests and answers with a chosen status: for tests.
 * @public
 */
export class RecordingWebhookSender implements WebhookSender {
  /** Every attempt received, oldest first. */
  readonly received: WebhookRequest[] = [];
  /** The status it answers with (set a 5xx to make deliveries fail). */
  status = 204;
  /** The answer's body, when a test sets one. */
  body: string | undefined = undefined;
  /** Sends one attempt; a failure is `{ error }`, never an exception. */
  async send(request: WebhookRequest): Promise<WebhookResult> {
    this.received.push(request);
    return this.body === undefined ? { status: this.status } : { status: this.status, body: this.body };
  }
}
