import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;

async function captureSite(name: string, environment = 'test'): Promise<{ websiteId: string; key: string }> {
  const w = await t.request('POST', '/_admin/websites', { json: { name, members: [{ sub: 'u', roles: ['manage'] }] } });
  const websiteId = w.body.website.id as string;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail: 'team@acme.example' } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
  const k = await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment } });
  return { websiteId, key: k.body.plaintext };
}

const capture = (key: string, json: unknown, idempotencyKey?: string) =>
  t.request('POST', '/v1/capture', {
    json,
    headers: { 'X-Api-Key': key, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
  });
const count = async (websiteId: string) =>
  (await t.request('GET', `/_admin/capture/websites/${websiteId}/submissions`)).body.submissions.length as number;

const BODY = { form: 'contact', page: '/contact', fields: { name: 'Ada', email: 'ada@example.org' } };

beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

describe('Idempotency-Key on POST /v1/capture', () => {
  it('same key with same content returns 200 with the original id and duplicate true; one record and one email', async () => {
    const site = await captureSite('Acme');
    const first = await capture(site.key, BODY, 'order-12345');
    expect(first.status).toBe(201);
    const again = await capture(site.key, BODY, 'order-12345');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, id: first.body.id, duplicate: true });
    expect(await count(site.websiteId)).toBe(1);
    expect(t.notifier.outbox).toHaveLength(1);
  });

  it('same Idempotency-Key with different content returns 409', async () => {
    const site = await captureSite('Acme');
    await capture(site.key, BODY, 'order-12345');
    for (const changed of [
      { ...BODY, form: 'quote' },
      { ...BODY, page: '/other' },
      { ...BODY, fields: { name: 'Grace' } },
    ]) {
      const r = await capture(site.key, changed, 'order-12345');
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        success: false,
        code: 'IDEMPOTENCY_CONFLICT',
        message: 'this idempotency key was already used with different content',
      });
    }
    expect(await count(site.websiteId)).toBe(1);
  });

  it('field order does not matter to the fingerprint', async () => {
    const site = await captureSite('Acme');
    const first = await capture(site.key, BODY, 'order-12345');
    const reordered = { fields: { email: 'ada@example.org', name: 'Ada' }, page: '/contact', form: 'contact' };
    const r = await capture(site.key, reordered, 'order-12345');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(first.body.id);
  });

  it('context is not part of the fingerprint', async () => {
    const site = await captureSite('Acme');
    await capture(site.key, { ...BODY, context: { language: 'en' } }, 'order-12345');
    expect((await capture(site.key, { ...BODY, context: { language: 'fr' } }, 'order-12345')).status).toBe(200);
  });

  it('a malformed key is ignored, never rejected', async () => {
    const site = await captureSite('Acme');
    for (const bad of ['short', 'has space here', 'x'.repeat(101), 'bad!chars!!']) {
      expect((await capture(site.key, BODY, bad)).status, bad).toBe(201);
      expect((await capture(site.key, BODY, bad)).status, bad).toBe(201);
    }
    expect(await count(site.websiteId)).toBe(8);
  });

  it('keys of 8 and 100 characters are honoured', async () => {
    const site = await captureSite('Acme');
    for (const key of ['abcd-_89', 'k'.repeat(100)]) {
      await capture(site.key, BODY, key);
      expect((await capture(site.key, BODY, key)).status).toBe(200);
    }
  });

  it('scope is per site: the same key on two sites gives two submissions', async () => {
    const a = await captureSite('A');
    const b = await captureSite('B');
    const ra = await capture(a.key, BODY, 'shared-key-1');
    const rb = await capture(b.key, BODY, 'shared-key-1');
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.body.id).not.toBe(ra.body.id);
  });

  it('a replay through a staged replacement key of the same site returns the original', async () => {
    const site = await captureSite('Acme');
    const keys = (await t.request('GET', `/_admin/capture/websites/${site.websiteId}/keys`)).body.keys;
    const staged = await t.request('POST', `/_admin/capture/keys/${keys[0].id}/replacement`);
    const first = await capture(site.key, BODY, 'order-12345');
    const r = await capture(staged.body.plaintext, BODY, 'order-12345');
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(first.body.id);
  });

  it('test and live are separate scopes of one website', async () => {
    const site = await captureSite('Acme', 'test');
    const live = await t.request('POST', `/_admin/capture/websites/${site.websiteId}/keys`, { json: { environment: 'live' } });
    expect((await capture(site.key, BODY, 'order-12345')).status).toBe(201);
    expect((await capture(live.body.plaintext, BODY, 'order-12345')).status).toBe(201);
  });

  it('concurrent identical retries give exactly one record and one email', async () => {
    const site = await captureSite('Acme');
    const results = await Promise.all(Array.from({ length: 10 }, () => capture(site.key, BODY, 'burst-retry-1')));
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => r.body.id))).toEqual(new Set([created[0]!.body.id]));
    expect(await count(site.websiteId)).toBe(1);
    expect(t.notifier.outbox).toHaveLength(1);
  });

  it('a request without a key always creates', async () => {
    const site = await captureSite('Acme');
    await capture(site.key, BODY);
    await capture(site.key, BODY);
    expect(await count(site.websiteId)).toBe(2);
  });
});
