import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { SUBMISSIONS_TABLE } from '../capture/model.js';
import { CONVERSATIONS_TABLE } from '../engage/model.js';
import { createTestSite } from '../engage/test-support.js';
import { DELIVERIES_TABLE } from '../engage/webhooks.js';
import type { EmailMessage } from '../ports/notifier.js';
import { OutboxNotifier } from '../ports/notifier.js';
import { FlakyPersistence } from '../test-support.js';
import { STORAGE_UNAVAILABLE_MESSAGE } from './durable.js';

let t: TestServer;
let persistence: FlakyPersistence;
let key: string;

async function setup(notifier?: OutboxNotifier): Promise<void> {
  persistence = new FlakyPersistence();
  t = await startServer({ persistence, ...(notifier ? { notifier } : {}) });
  const w = await t.request('POST', '/_admin/websites', { json: { name: 'Acme', members: [{ sub: 'u', roles: ['manage'] }] } });
  const websiteId = w.body.website.id as string;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail: 'team@acme.example' } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
  key = (await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment: 'live' } })).body.plaintext;
}

const capture = (unchecked = false) =>
  t.request('POST', '/v1/capture', { json: { fields: { email: 'ada@example.org' } }, headers: { 'X-Api-Key': key }, unchecked });
const exported = async () => (await t.request('GET', '/_admin/state')).body as { tables: Record<string, unknown[]> };

afterEach(() => t.close());

describe('a change that cannot be made durable', () => {
  it('answers 503 STORAGE_UNAVAILABLE in the error format with Retry-After', async () => {
    await setup();
    persistence.failing = true;
    const response = await capture(true);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body).toMatchObject({ success: false, code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('is undone: no record, no email, no outbox entry', async () => {
    await setup();
    const before = await exported();
    persistence.failing = true;
    expect((await capture(true)).status).toBe(503);
    persistence.failing = false;
    expect(t.notifier.outbox).toHaveLength(0);
    const after = await exported();
    expect(after.tables[SUBMISSIONS_TABLE]).toBeUndefined();
    // The key's last use was part of the same change: undone with it.
    expect(after.tables).toEqual(before.tables);
    expect(persistence.ids(SUBMISSIONS_TABLE)).toEqual([]);
  });

  it('later requests succeed as soon as writes work again, without a restart', async () => {
    await setup();
    persistence.failing = true;
    expect((await capture(true)).status).toBe(503);
    expect((await capture(true)).status).toBe(503);
    persistence.failing = false;
    const ok = await capture();
    expect(ok.status).toBe(201);
    expect(persistence.ids(SUBMISSIONS_TABLE)).toEqual([ok.body.id]);
    expect(t.notifier.outbox).toHaveLength(1);
  });

  it('no webhook leaves for a chat escalation that could not be saved', async () => {
    await setup();
    const site = await createTestSite(t.server.deps);
    await t.server.flush();
    persistence.failing = true;
    const response = await t.request('POST', '/v1/engage/chat', {
      json: { message: 'Can I talk to a person please?' },
      headers: { 'X-Api-Key': site.key },
      unchecked: true,
    });
    await t.server.idle().catch(() => undefined);
    persistence.failing = false;
    expect(response.status).toBe(503);
    expect(t.webhooks.received).toHaveLength(0);
    const after = await exported();
    expect(after.tables[CONVERSATIONS_TABLE]).toBeUndefined();
    expect(after.tables[DELIVERIES_TABLE]).toBeUndefined();
  });
});

describe('side effects wait for durability', () => {
  it('the team email is sent only once the submission is durable', async () => {
    const durableAtSend: boolean[] = [];
    class CheckingNotifier extends OutboxNotifier {
      override async send(message: EmailMessage) {
        const id = message.ref.split(':')[1]!;
        durableAtSend.push(persistence.ids(SUBMISSIONS_TABLE).includes(id));
        return super.send(message);
      }
    }
    await setup(new CheckingNotifier());
    expect((await capture()).status).toBe(201);
    expect(durableAtSend).toEqual([true]);
  });

  it('the chat.escalated webhook leaves only once the conversation and its delivery record are durable', async () => {
    await setup();
    const site = await createTestSite(t.server.deps);
    let durableAtSend: boolean | undefined;
    const send = t.webhooks.send.bind(t.webhooks);
    t.webhooks.send = async (request) => {
      durableAtSend = persistence.ids(DELIVERIES_TABLE).length === 1 && persistence.ids(CONVERSATIONS_TABLE).length === 1;
      return send(request);
    };
    const response = await t.request('POST', '/v1/engage/chat', {
      json: { message: 'Can I talk to a person please?' },
      headers: { 'X-Api-Key': site.key },
    });
    expect(response.status).toBe(200);
    await t.server.idle();
    expect(durableAtSend).toBe(true);
  });
});

describe('reset and import are all or nothing, also when the save fails', () => {
  it('a reset that cannot be saved leaves the state, the faults and the outbox as they were', async () => {
    await setup();
    expect((await capture()).status).toBe(201);
    await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'rate_limit', times: 5 } });
    const before = await exported();
    persistence.failing = true;
    const reset = await t.request('POST', '/_admin/reset', { json: { seed: 'demo' }, unchecked: true });
    persistence.failing = false;
    expect(reset.status).toBe(503);
    expect((await exported()).tables).toEqual(before.tables);
    expect((await t.request('GET', '/_admin/faults')).body.faults).toHaveLength(1);
    expect(t.notifier.outbox).toHaveLength(1);
    expect(persistence.durable?.tables).toEqual(before.tables);
  });

  it('an import that cannot be saved leaves the state as it was', async () => {
    await setup();
    expect((await capture()).status).toBe(201);
    const before = await exported();
    persistence.failing = true;
    const replacement = { format: 'svc-reference-state', version: 1, savedAt: new Date(0).toISOString(), tables: {} };
    const imported = await t.request('PUT', '/_admin/state', { json: replacement, unchecked: true });
    persistence.failing = false;
    expect(imported.status).toBe(503);
    expect((await exported()).tables).toEqual(before.tables);
  });

  it('a reset that is saved replaces the durable state at once', async () => {
    await setup();
    expect((await capture()).status).toBe(201);
    expect((await t.request('POST', '/_admin/reset', { json: { seed: 'empty' } })).status).toBe(200);
    expect(persistence.durable?.tables).toEqual({});
  });
});
