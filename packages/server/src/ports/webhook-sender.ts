// Outgoing webhook HTTP: a port so tests can receive events without a network.

/** One webhook attempt: where, the signed headers and the body. @public */
export interface WebhookRequest {
  /** The receiver's URL. */
  url: string;
  /** The headers, signature included. */
  headers: Record<string, string>;
  /** The exact body that was signed. */
  body: string;
}

/** The outcome of an attempt: the receiver's status, or why there was none. @public */
export type WebhookResult = { status: number } | { error: string };

/** Sends webhook attempts, a port. @public */
export interface WebhookSender {
  /** Sends one attempt; a failure is `{ error }`, never an exception. */
  send(request: WebhookRequest): Promise<WebhookResult>;
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
      await response.body?.cancel();
      return { status: response.status };
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
  /** Sends one attempt; a failure is `{ error }`, never an exception. */
  async send(request: WebhookRequest): Promise<WebhookResult> {
    this.received.push(request);
    return { status: this.status };
  }
}
