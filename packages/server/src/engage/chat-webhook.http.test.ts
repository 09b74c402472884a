import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { WebhookRequest, WebhookResult } from '../ports/webhook-sender.js';
import { RecordingWebhookSender } from '../ports/webhook-sender.js';
import { createTestSite } from './test-support.js';

/** A receiver that does not answer until the test releases it. */
class StalledReceiver extends RecordingWebhookSender {
  release: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  override async send(request: WebhookRequest): Promise<WebhookResult> {
    await this.gate;
    return super.send(request);
  }
}

let t: TestServer;
afterEach(() => t.close());

describe('chat escalation and a slow webhook receiver', () => {
  it('the chat reply does not wait for the chat.escalated delivery; the delivery completes afterwards', async () => {
    const receiver = new StalledReceiver();
    t = await startServer({ webhooks: receiver });
    const site = await createTestSite(t.server.deps);
    // Straight to the server: the harness's request() waits for background work, which is what this test must not do.
    const response = await t.server.fetch(
      new Request(`${t.baseUrl}/v1/engage/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': site.key },
        body: JSON.stringify({ message: 'Can I talk to a person please?' }),
      }),
    );
    const body = (await response.json()) as { escalate: boolean };
    expect(response.status).toBe(200);
    expect(body.escalate).toBe(true);
    expect(receiver.received).toHaveLength(0);

    const log = () => t.request('GET', `/_admin/webhooks/deliveries?siteId=${site.site.id}`);
    receiver.release();
    await t.server.idle();
    expect(receiver.received).toHaveLength(1);
    expect((await log()).body.deliveries[0]).toMatchObject({ type: 'chat.escalated', status: 'delivered', attempts: 1 });
  });
});
