import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer, T0 } from '../../test/harness.js';
import type { WebhookRequest } from '../ports/webhook-sender.js';
import { sitesTable } from './model.js';
import { DELIVERIES_TABLE, RETRY_BACKOFF_MS } from './webhooks.js';

const HOOK = 'https://hooks.example.org/svc';
let t: TestServer;
let headers: Record<string, string>;

async function boot(options: { localDevelopment?: boolean; webhookUrl?: string | null } = {}) {
  t = await startServer({ localDevelopment: options.localDevelopment ?? false });
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  headers = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  const webhookUrl = options.webhookUrl === undefined ? HOOK : options.webhookUrl;
  const json = { name: 'Studio', ...(webhookUrl !== null ? { webhookUrl } : {}) };
  // The contract's WebhookUrl is https; plain http exists only in local development.
  const site = (await t.request('POST', '/api/engage/sites', { headers, json })).body.site;
  return site as { id: string; webhookSecret: string };
}
afterEach(() => t.close());

const sendTest = (siteId: string) => t.request('POST', `/api/engage/sites/${siteId}/webhook/test`, { headers });
const deliveries = (siteId?: string) =>
  t.request('GET', `/_admin/webhooks/deliveries${siteId ? `?siteId=${siteId}` : ''}`).then((r) => r.body.deliveries);
/** Moves the clock and makes a request, which runs the due jobs first. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.request('GET', '/health');
}

function verify(secret: string, request: WebhookRequest): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Number(request.headers['webhook-timestamp']) * 1000);
    return new Webhook(secret).verify(request.body, request.headers);
  } finally {
    vi.useRealTimers();
  }
}

describe('testSiteWebhook', () => {
  it('a site without a webhook URL is 400 WEBHOOK_NOT_CONFIGURED "webhook URL is not configured"', async () => {
    const site = await boot({ webhookUrl: null });
    const r = await sendTest(site.id);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'WEBHOOK_NOT_CONFIGURED', message: 'webhook URL is not configured' });
    expect(t.webhooks.received).toHaveLength(0);
  });

  it('sends one webhook.test event signed with Standard Webhooks, verifiable with the standardwebhooks library', async () => {
    const site = await boot();
    const r = await sendTest(site.id);
    expect(r.status).toBe(200);
    expect(r.body.delivery).toMatchObject({
      type: 'webhook.test',
      url: HOOK,
      status: 'delivered',
      attempts: 1,
      responseStatus: 204,
      createdAt: new Date(T0).toISOString(),
      nextAttemptAt: null,
    });
    expect(t.webhooks.received).toHaveLength(1);
    const sent = t.webhooks.received[0]!;
    expect(sent.url).toBe(HOOK);
    expect(sent.headers['webhook-id']).toBe(r.body.delivery.eventId);
    expect(sent.headers['webhook-id']).toMatch(/^msg_/);
    expect(sent.headers['webhook-timestamp']).toBe(String(T0 / 1000));
    expect(sent.headers['webhook-signature']).toBe(
      new Webhook(site.webhookSecret).sign(sent.headers['webhook-id']!, new Date(T0), sent.body),
    );
    expect(verify(site.webhookSecret, sent)).toEqual({
      type: 'webhook.test',
      timestamp: new Date(T0).toISOString(),
      data: { siteId: site.id, message: 'This is a test event from svc.' },
    });
  });

  it('a signature made with another secret does not verify', async () => {
    const site = await boot();
    await sendTest(site.id);
    const other = (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'Other' } })).body.site.webhookSecret;
    expect(() => verify(other, t.webhooks.received[0]!)).toThrow();
  });
});

describe('chat.escalated', () => {
  it('an escalating chat turn delivers a signed chat.escalated event to the site webhook', async () => {
    const site = await boot();
    const key = (await t.request('POST', `/api/engage/sites/${site.id}/keys`, { headers })).body.key.publishableKey;
    const chat = await t.request('POST', '/v1/engage/chat', {
      headers: { 'x-api-key': key },
      json: { message: 'Can I talk to a person please?', visitor: { name: 'Ada' }, page: 'https://studio.example/pricing' },
    });
    expect(chat.body.escalate).toBe(true);
    expect(t.webhooks.received).toHaveLength(1);
    const event = verify(site.webhookSecret, t.webhooks.received[0]!);
    expect(event).toMatchObject({
      type: 'chat.escalated',
      data: { siteId: site.id, conversationId: chat.body.conversationId, message: 'Can I talk to a person please?' },
    });
    const [logged] = await deliveries(site.id);
    expect(logged).toMatchObject({ type: 'chat.escalated', status: 'delivered' });
  });
});

describe('webhook retries', () => {
  it('a failing receiver is retried after 30 s, 2 min, 10 min, 1 h and 6 h with the same webhook-id, then failed', async () => {
    const site = await boot();
    t.webhooks.status = 500;
    const first = await sendTest(site.id);
    expect(first.body.delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      nextAttemptAt: new Date(T0 + 30_000).toISOString(),
    });
    await advance(29_000);
    expect(t.webhooks.received).toHaveLength(1);
    await advance(1_000);
    expect(t.webhooks.received).toHaveLength(2);
    for (const wait of RETRY_BACKOFF_MS.slice(1)) {
      await advance(wait - 1000);
      const before = t.webhooks.received.length;
      await advance(1000);
      expect(t.webhooks.received.length).toBe(before + 1);
    }
    expect(t.webhooks.received).toHaveLength(6);
    await advance(24 * 3_600_000);
    expect(t.webhooks.received).toHaveLength(6);

    const ids = new Set(t.webhooks.received.map((w) => w.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const bodies = new Set(t.webhooks.received.map((w) => w.body));
    expect(bodies.size).toBe(1);
    const last = t.webhooks.received[5]!;
    expect(Number(last.headers['webhook-timestamp'])).toBe((T0 + 30_000 + 120_000 + 600_000 + 3_600_000 + 21_600_000) / 1000);
    expect(verify(site.webhookSecret, last)).toMatchObject({ type: 'webhook.test' });

    const [logged] = await deliveries(site.id);
    expect(logged).toMatchObject({ status: 'failed', attempts: 6, responseStatus: 500, nextAttemptAt: null, siteId: site.id });
    expect(logged.log).toHaveLength(6);
    expect(logged.log.every((a: { status: number }) => a.status === 500)).toBe(true);
    expect(logged.failureReason).toContain('6 attempts');
  });

  it('a receiver that recovers gets the event on the next retry and the delivery is delivered', async () => {
    const site = await boot();
    t.webhooks.status = 503;
    await sendTest(site.id);
    t.webhooks.status = 200;
    await advance(30_000);
    const [logged] = await deliveries(site.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 200, nextAttemptAt: null });
    expect(logged.log.map((a: { status: number }) => a.status)).toEqual([503, 200]);
  });

  it('retries also run on the admin clock advance', async () => {
    const site = await boot();
    t.webhooks.status = 500;
    await sendTest(site.id);
    await t.request('POST', '/_admin/clock/advance', { json: { seconds: 30 } });
    expect(t.webhooks.received).toHaveLength(2);
  });

  it('a network error is retried, and logged with its message', async () => {
    const site = await boot();
    const sender = t.webhooks;
    const original = sender.send.bind(sender);
    sender.send = async () => ({ error: 'connect ECONNREFUSED' });
    const r = await sendTest(site.id);
    expect(r.body.delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    sender.send = original;
    await advance(30_000);
    const [logged] = await deliveries(site.id);
    expect(logged.status).toBe('delivered');
    expect(logged.log[0]).toMatchObject({ status: null, error: 'connect ECONNREFUSED' });
  });

  it('a sender that throws never breaks the request: the delivery is kept and retried', async () => {
    const site = await boot();
    const sender = t.webhooks;
    const original = sender.send.bind(sender);
    sender.send = async () => {
      throw new Error('boom');
    };
    const r = await sendTest(site.id);
    expect(r.status).toBe(200);
    expect(r.body.delivery.status).toBe('pending');
    sender.send = original;
    await advance(30_000);
    expect((await deliveries(site.id))[0].status).toBe('delivered');
  });

  it('an injected webhook_failure fault fails the attempt without sending; the retry delivers', async () => {
    const site = await boot();
    t.faults.inject({ operation: 'testSiteWebhook', kind: 'webhook_failure', times: 1 });
    const r = await sendTest(site.id);
    expect(r.body.delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(t.webhooks.received).toHaveLength(0);
    await advance(30_000);
    expect(t.webhooks.received).toHaveLength(1);
    const [logged] = await deliveries(site.id);
    expect(logged.status).toBe('delivered');
    expect(logged.log[0].error).toContain('webhook_failure');
  });

  it('a webhook_failure fault for every operation (*) keeps failing until cleared', async () => {
    const site = await boot();
    t.faults.inject({ operation: '*', kind: 'webhook_failure' });
    await sendTest(site.id);
    await advance(30_000);
    expect((await deliveries(site.id))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    t.faults.clear();
    await advance(120_000);
    expect((await deliveries(site.id))[0]).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('pending deliveries survive a state export and import and are retried by the new server', async () => {
    const site = await boot();
    t.webhooks.status = 500;
    await sendTest(site.id);
    const state = (await t.request('GET', '/_admin/state')).body;
    expect(state.tables[DELIVERIES_TABLE]).toHaveLength(1);
    await t.close();
    t = await startServer();
    await t.request('PUT', '/_admin/state', { json: state });
    await advance(30_000);
    expect(t.webhooks.received).toHaveLength(1);
    expect((await deliveries(site.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('webhook URL policy at delivery time', () => {
  it('a loopback or private URL is refused: the delivery is failed with the reason and no request is sent', async () => {
    const site = await boot();
    sitesTable(t.server.deps).update(site.id, (s) => ({ ...s, webhookUrl: 'https://192.168.0.10/hook' }));
    const r = await sendTest(site.id);
    expect(r.status).toBe(200);
    expect(r.body.delivery).toMatchObject({ status: 'failed', attempts: 0, nextAttemptAt: null, url: 'https://192.168.0.10/hook' });
    expect(t.webhooks.received).toHaveLength(0);
    expect((await deliveries(site.id))[0].failureReason).toContain('loopback or private');
  });

  it('local development delivers to loopback hosts, over http too', async () => {
    const site = await boot({ localDevelopment: true, webhookUrl: 'http://localhost:9000/hook' });
    const r = await sendTest(site.id);
    expect(r.body.delivery.status).toBe('delivered');
    expect(t.webhooks.received[0]!.url).toBe('http://localhost:9000/hook');
  });
});

describe('adminListWebhookDeliveries', () => {
  it('lists the delivery log newest first, filtered by siteId', async () => {
    const site = await boot();
    await sendTest(site.id);
    t.clock.advance(1000);
    await sendTest(site.id);
    const other = (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'B', webhookUrl: HOOK } })).body.site.id;
    await sendTest(other);
    const all = await deliveries();
    expect(all).toHaveLength(3);
    const mine = await deliveries(site.id);
    expect(mine).toHaveLength(2);
    expect(Date.parse(mine[0].createdAt)).toBeGreaterThan(Date.parse(mine[1].createdAt));
    expect(JSON.parse(mine[0].payload)).toMatchObject({ type: 'webhook.test' });
  });
});
