// Outgoing webhook HTTP: a port so tests can receive events without a network.

/** @public */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** @public */
export type WebhookResult = { status: number } | { error: string };

/** @public */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookResult>;
}

/**
 * Sends with `fetch` (10-second timeout). Network failures become `{ error }`, never exceptions.
 * @public
 */
export class FetchWebhookSender implements WebhookSender {
  constructor(private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)) {}

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
  readonly received: WebhookRequest[] = [];
  status = 204;
  async send(request: WebhookRequest): Promise<WebhookResult> {
    this.received.push(request);
    return { status: this.status };
  }
}
