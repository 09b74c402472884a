import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { PORTAL_KEYS_TABLE } from './portal-keys.js';

let t: TestServer;
let portalKey: string;
beforeEach(async () => {
  t = await startServer();
  const issued = await t.request('POST', '/_admin/console/portal-keys', { json: { label: 'tests' } });
  portalKey = issued.body.portalKey.key;
});
afterEach(() => t.close());

const as = (sub: string) => ({ 'x-portal-key': portalKey, 'x-identity-sub': sub });

async function createSite(sub: string, name = 'Studio'): Promise<string> {
  const r = await t.request('POST', '/api/engage/sites', { headers: as(sub), json: { name } });
  expect(r.status).toBe(201);
  return r.body.site.id;
}

describe('console credentials', () => {
  it('the admin endpoint issues a portal key shown once and stores only its SHA-256 hash', async () => {
    const r = await t.request('POST', '/_admin/console/portal-keys', { json: {} });
    expect(r.status).toBe(201);
    expect(r.body.portalKey.key).toMatch(/^ptk_[A-Za-z0-9]{40}$/);
    expect(r.body.portalKey.label).toBeNull();
    const stored = JSON.stringify(t.server.deps.store.table(PORTAL_KEYS_TABLE).all());
    expect(stored).not.toContain(r.body.portalKey.key);
  });

  it('a portal key label over 120 characters is a 400', async () => {
    const r = await t.request('POST', '/_admin/console/portal-keys', { json: { label: 'x'.repeat(121) } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['label']);
  });

  it('a missing X-Portal-Key is 401 MISSING_CREDENTIALS "missing portal credentials"', async () => {
    const r = await t.request('GET', '/api/engage/sites', { headers: { 'x-identity-sub': 'user_a' } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'MISSING_CREDENTIALS', message: 'missing portal credentials' });
  });

  it('a missing X-Identity-Sub is 401 MISSING_CREDENTIALS', async () => {
    const r = await t.request('POST', '/api/engage/sites', { headers: { 'x-portal-key': portalKey }, json: { name: 'x' } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('MISSING_CREDENTIALS');
  });

  it('a wrong portal key is 401 INVALID_CREDENTIALS "invalid portal credentials"', async () => {
    const r = await t.request('GET', '/api/engage/sites', { headers: { 'x-portal-key': `${portalKey}x`, 'x-identity-sub': 'user_a' } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'invalid portal credentials' });
  });

  it('an engage publishable key is not a portal key', async () => {
    const siteId = await createSite('user_a');
    const key = (await t.request('POST', `/api/engage/sites/${siteId}/keys`, { headers: as('user_a') })).body.key.publishableKey;
    const r = await t.request('GET', '/api/engage/sites', { headers: { 'x-portal-key': key, 'x-identity-sub': 'user_a' } });
    expect(r.status).toBe(401);
  });

  it('an X-Identity-Sub over 200 characters is 401 INVALID_CREDENTIALS, 200 is accepted', async () => {
    expect((await t.request('GET', '/api/engage/sites', { headers: as('u'.repeat(201)) })).body.code).toBe('INVALID_CREDENTIALS');
    expect((await t.request('GET', '/api/engage/sites', { headers: as('u'.repeat(200)) })).status).toBe(200);
  });

  it('every site-scoped operation checks credentials before anything else', async () => {
    const siteId = await createSite('user_a');
    const calls: Array<[string, string]> = [
      ['PATCH', ''],
      ['GET', '/knowledge'],
      ['PUT', '/knowledge'],
      ['POST', '/keys'],
      ['GET', '/stats'],
      ['GET', '/tickets'],
      ['POST', '/tickets/tkt_1/reply'],
      ['GET', '/conversations'],
      ['POST', '/conversations/conv_1/reply'],
      ['POST', '/conversations/conv_1/release'],
      ['POST', '/conversations/conv_1/close'],
      ['POST', '/conversations/conv_1/reopen'],
      ['POST', '/webhook/test'],
    ];
    for (const [method, suffix] of calls) {
      const r = await t.request(method, `/api/engage/sites/${siteId}${suffix}`, method === 'GET' ? {} : { json: {} });
      expect(r.status, `${method} ${suffix}`).toBe(401);
    }
  });
});

describe('owner isolation', () => {
  it('site owners see only their own sites in the list', async () => {
    await createSite('user_a', 'A');
    await createSite('user_b', 'B');
    const r = await t.request('GET', '/api/engage/sites', { headers: as('user_a') });
    expect(r.body.sites.map((s: { name: string }) => s.name)).toEqual(['A']);
  });

  it('another owner\'s site is 404 NOT_FOUND "site not found" on every operation', async () => {
    const siteId = await createSite('user_a');
    const calls: Array<[string, string, unknown]> = [
      ['PATCH', '', { name: 'Mine now' }],
      ['GET', '/knowledge', undefined],
      ['PUT', '/knowledge', { context: '', articles: [] }],
      ['POST', '/keys', undefined],
      ['GET', '/stats', undefined],
      ['GET', '/tickets', undefined],
      ['POST', '/tickets/tkt_1/reply', { message: 'hi' }],
      ['GET', '/conversations', undefined],
      ['POST', '/conversations/conv_1/reply', { message: 'hi' }],
      ['POST', '/conversations/conv_1/release', undefined],
      ['POST', '/conversations/conv_1/close', undefined],
      ['POST', '/conversations/conv_1/reopen', undefined],
      ['POST', '/webhook/test', undefined],
    ];
    for (const [method, suffix, json] of calls) {
      const r = await t.request(method, `/api/engage/sites/${siteId}${suffix}`, { headers: as('user_b'), json });
      expect(r.status, `${method} ${suffix}`).toBe(404);
      expect(r.body).toMatchObject({ code: 'NOT_FOUND', message: 'site not found' });
    }
    const own = await t.request('GET', '/api/engage/sites', { headers: as('user_a') });
    expect(own.body.sites[0].name).toBe('Studio');
  });

  it('an unknown site is 404 "site not found"', async () => {
    const r = await t.request('GET', '/api/engage/sites/eng_nope/stats', { headers: as('user_a') });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('site not found');
  });
});
