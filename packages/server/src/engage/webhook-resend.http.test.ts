import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

let t: TestServer;
let headers: Record<string, string>;
afterEach(() => t.close());

async function boot(): Promise<string> {
  t = await startServer();
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  headers = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  return (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'Studio', webhookUrl: 'https://hooks.example.org/a' } }))
    .body.site.id;
}

describe('adminResendWebhookDelivery', () => {
  it('sends the same event (id and body) again to the endpoint the site names now, as one more attempt', async () => {
    const siteId = await boot();
    t.webhooks.status = 500;
    await t.request('POST', `/api/engage/sites/${siteId}/webhook/test`, { headers });
    const [failed] = (await t.request('GET', '/_admin/webhooks/deliveries')).body.deliveries;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    await t.request('PATCH', `/api/engage/sites/${siteId}`, { headers, json: { webhookUrl: 'https://hooks.example.org/b' } });
    t.webhooks.status = 200;
    const r = await t.request('POST', `/_admin/webhooks/deliveries/${failed.id}/resend`);
    expect(r.status).toBe(200);
    expect(r.body.delivery).toMatchObject({
      id: failed.id,
      eventId: failed.eventId,
      status: 'delivered',
      attempts: 2,
      url: 'https://hooks.example.org/b',
    });
    const [first, second] = t.webhooks.received;
    expect(second!.url).toBe('https://hooks.example.org/b');
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });

  it('is 404 for an unknown delivery and 409 WEBHOOK_NOT_CONFIGURED when the site has no endpoint', async () => {
    const siteId = await boot();
    expect((await t.request('POST', '/_admin/webhooks/deliveries/dlv_nope/resend')).status).toBe(404);
    await t.request('POST', `/api/engage/sites/${siteId}/webhook/test`, { headers });
    const [delivery] = (await t.request('GET', '/_admin/webhooks/deliveries')).body.deliveries;
    await t.request('PATCH', `/api/engage/sites/${siteId}`, { headers, json: { webhookUrl: null } });
    const r = await t.request('POST', `/_admin/webhooks/deliveries/${delivery.id}/resend`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('WEBHOOK_NOT_CONFIGURED');
  });

  it('resends a delivery that never had an endpoint ("webhook URL is not configured") once the site names one', async () => {
    t = await startServer();
    const made = await createTestSite(t.server.deps, { webhookUrl: null });
    const chat = await t.request('POST', '/v1/engage/chat', {
      headers: { 'x-api-key': made.key, origin: TEST_ORIGIN },
      json: { message: 'Can I talk to a person please?' },
    });
    expect(chat.body.escalate).toBe(true);
    const [never] = (await t.request('GET', '/_admin/webhooks/deliveries')).body.deliveries;
    expect(never).toMatchObject({ status: 'failed', attempts: 0, failureReason: 'webhook URL is not configured' });
    const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
    const owner = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_owner' };
    expect(
      (
        await t.request('PATCH', `/api/engage/sites/${made.site.id}`, {
          headers: owner,
          json: { webhookUrl: 'https://hooks.example.org/now' },
        })
      ).status,
    ).toBe(200);
    const r = await t.request('POST', `/_admin/webhooks/deliveries/${never.id}/resend`);
    expect(r.status).toBe(200);
    expect(r.body.delivery).toMatchObject({
      id: never.id,
      status: 'delivered',
      attempts: 1,
      url: 'https://hooks.example.org/now',
      failureReason: null,
    });
    expect(t.webhooks.received.map((w) => w.url)).toEqual(['https://hooks.example.org/now']);
  });

  it('each attempt logs the receiver’s status, the first 4 KB of its answer, the time taken and the headers sent', async () => {
    const siteId = await boot();
    t.webhooks.status = 422;
    t.webhooks.body = `{"error":"unknown event"}${' '.repeat(5000)}`;
    await t.request('POST', `/api/engage/sites/${siteId}/webhook/test`, { headers });
    const [delivery] = (await t.request('GET', '/_admin/webhooks/deliveries')).body.deliveries;
    const [attempt] = delivery.log;
    expect(attempt).toMatchObject({ status: 422, error: 'the receiver answered 422' });
    expect(attempt.responseBody.startsWith('{"error":"unknown event"}')).toBe(true);
    expect(attempt.responseBody.length).toBeLessThanOrEqual(4096);
    expect(attempt.durationMs).toEqual(expect.any(Number));
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    expect(Object.keys(attempt.requestHeaders)).toEqual(expect.arrayContaining(['webhook-id', 'webhook-timestamp', 'webhook-signature']));
  });
});
