import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { createSite } from '../engage-console/sites.js';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { RecordingWebhookSender } from '../ports/webhook-sender.js';
import { sitesTable } from './model.js';
import { deliveriesTable, enqueueWebhook, newWebhookSecret, signWebhook } from './webhooks.js';

const T = Date.UTC(2026, 2, 5, 8, 0, 0);

async function server() {
  const webhooks = new RecordingWebhookSender();
  const s = await createReferenceServer({ clock: new AdjustableClock({ start: T, frozen: true }), ids: new SequentialIds(), webhooks });
  return { deps: s.deps, webhooks };
}

describe('Standard Webhooks signing', () => {
  it('a secret is whsec_ and the base64 of 24 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs "{id}.{timestamp}.{body}" exactly as the standardwebhooks library does', async () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-03-05T08:00:00.000Z', data: { siteId: 'eng_1' } });
    const signature = await signWebhook(secret, { id: 'msg_1', timestampSeconds: 1772697600, body });
    expect(signature).toBe(new Webhook(secret).sign('msg_1', new Date(1772697600 * 1000), body));
    expect(await signWebhook(secret, { id: 'msg_2', timestampSeconds: 1772697600, body })).not.toBe(signature);
  });
});

describe('enqueueWebhook', () => {
  it('sends a chat.escalated event at once and returns the delivered record', async () => {
    const { deps, webhooks } = await server();
    const site = createSite(deps, 'user_a', { name: 'Studio', webhookUrl: 'https://hooks.example.org/svc' });
    const data = { siteId: site.id, conversationId: 'conv_1', reason: 'visitor_request', message: 'A person please', page: null };
    const record = await enqueueWebhook(deps, site, { type: 'chat.escalated', data });
    expect(record).toMatchObject({
      type: 'chat.escalated',
      status: 'delivered',
      attempts: 1,
      siteId: site.id,
      operation: 'sendChatMessage',
    });
    expect(JSON.parse(webhooks.received[0]!.body)).toEqual({ type: 'chat.escalated', timestamp: new Date(T).toISOString(), data });
    expect(deliveriesTable(deps).get(record.id)).toEqual(record);
  });

  it('never throws: a site without a webhook URL gives a failed record that says why', async () => {
    const { deps, webhooks } = await server();
    const site = createSite(deps, 'user_a', { name: 'Studio' });
    const record = await enqueueWebhook(deps, site, { type: 'chat.escalated', data: { siteId: site.id } });
    expect(record).toMatchObject({ status: 'failed', attempts: 0, failureReason: 'webhook URL is not configured', nextAttemptAt: null });
    expect(webhooks.received).toHaveLength(0);
  });

  it('never throws: a corrupt signing secret is an attempt error that is retried, not an exception', async () => {
    const { deps } = await server();
    const site = createSite(deps, 'user_a', { name: 'Studio', webhookUrl: 'https://hooks.example.org/svc' });
    const corrupt = sitesTable(deps).update(site.id, (s) => ({ ...s, webhookSecret: 'whsec_***' }))!;
    const record = await enqueueWebhook(deps, corrupt, { type: 'webhook.test', data: {} });
    expect(record.status).toBe('pending');
    expect(record.log[0]?.error).toEqual(expect.any(String));
  });
});
