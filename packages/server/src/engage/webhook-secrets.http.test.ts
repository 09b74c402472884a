import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { WebhookRequest } from '../ports/webhook-sender.js';

let t: TestServer;
let headers: Record<string, string>;
afterEach(() => t.close());

async function boot(): Promise<{ id: string; webhookSecret: string }> {
  t = await startServer();
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  headers = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  return (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'Studio', webhookUrl: 'https://hooks.example.org/svc' } }))
    .body.site;
}

const rotate = (siteId: string, json?: unknown) =>
  t.request('POST', `/api/engage/sites/${siteId}/webhook/secret`, { headers, ...(json === undefined ? {} : { json }) });
const sendTest = (siteId: string) => t.request('POST', `/api/engage/sites/${siteId}/webhook/test`, { headers });

/** Whether the standardwebhooks reference library accepts the request with `secret`. */
function verifies(secret: string, request: WebhookRequest): boolean {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Number(request.headers['webhook-timestamp']) * 1000);
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
  }
}

describe('rotateSiteWebhookSecret', () => {
  it('during the grace period deliveries carry both signatures, so receivers with either secret accept them', async () => {
    const site = await boot();
    const r = await rotate(site.id, { graceSeconds: 3600 });
    expect(r.status).toBe(200);
    expect(r.body.webhookSecret).toMatch(/^whsec_/);
    expect(r.body.webhookSecret).not.toBe(site.webhookSecret);
    expect(Date.parse(r.body.previousSecretExpiresAt) - t.clock.now()).toBe(3_600_000);
    await sendTest(site.id);
    const request = t.webhooks.received.at(-1)!;
    expect(request.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifies(r.body.webhookSecret, request)).toBe(true);
    expect(verifies(site.webhookSecret, request)).toBe(true);
    const view = await t.request('GET', '/api/engage/sites', { headers });
    expect(view.body.sites[0].webhookSecret).toBe(r.body.webhookSecret);
  });

  it('after the grace period only the new secret signs', async () => {
    const site = await boot();
    const { webhookSecret } = (await rotate(site.id)).body;
    t.clock.advance(24 * 3600 * 1000 + 1000);
    await sendTest(site.id);
    const request = t.webhooks.received.at(-1)!;
    expect(request.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifies(webhookSecret, request)).toBe(true);
    expect(verifies(site.webhookSecret, request)).toBe(false);
  });

  it('graceSeconds 0 ends the old secret at once; a bad graceSeconds is a 400 naming it', async () => {
    const site = await boot();
    const r = await rotate(site.id, { graceSeconds: 0 });
    expect(r.body.previousSecretExpiresAt).toBeNull();
    await sendTest(site.id);
    expect(verifies(site.webhookSecret, t.webhooks.received.at(-1)!)).toBe(false);
    for (const graceSeconds of [-1, 1.5, '60', 604_801]) {
      const bad = await rotate(site.id, { graceSeconds });
      expect(bad.status, String(graceSeconds)).toBe(400);
      expect(bad.body.fields).toEqual(['graceSeconds']);
    }
  });

  it("only the site's owner can rotate", async () => {
    const site = await boot();
    const other = await t.request('POST', `/api/engage/sites/${site.id}/webhook/secret`, {
      headers: { ...headers, 'x-identity-sub': 'user_b' },
      json: {},
    });
    expect(other.status).toBe(404);
  });
});

describe('the webhook delivery log', () => {
  it("keeps each attempt's request headers (signatures included), the response status and the cause of a failure", async () => {
    const site = await boot();
    await rotate(site.id, { graceSeconds: 60 });
    t.webhooks.status = 503;
    await sendTest(site.id);
    t.faults.inject({ operation: 'testSiteWebhook', kind: 'webhook_failure', times: 1 });
    t.webhooks.status = 204;
    t.clock.advance(30_000);
    await t.request('GET', '/health');
    const [delivery] = (await t.request('GET', `/_admin/webhooks/deliveries?siteId=${site.id}`)).body.deliveries;
    const [first, second] = delivery.log;
    expect(first).toMatchObject({ status: 503, error: 'the receiver answered 503' });
    expect(first.requestHeaders['webhook-signature']).toBe(t.webhooks.received[0]!.headers['webhook-signature']);
    expect(first.requestHeaders['webhook-signature'].split(' ')).toHaveLength(2);
    expect(first.requestHeaders['webhook-id']).toBe(delivery.eventId);
    expect(second).toMatchObject({ status: null, error: 'injected webhook_failure fault' });
    expect(second.requestHeaders['webhook-timestamp']).toMatch(/^\d+$/);
  });
});
