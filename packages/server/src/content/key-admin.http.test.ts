import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

const OWNER = { 'x-identity-sub': 'owner' };

let t: TestServer;
let siteId: string;

beforeEach(async () => {
  t = await startServer();
  const site = await t.request('POST', '/_admin/websites', {
    json: {
      name: 'Studio',
      members: [
        { sub: 'owner', roles: ['manage'] },
        { sub: 'sales', roles: ['leads'] },
      ],
    },
  });
  siteId = site.body.website.id;
});
afterEach(() => t.close());

describe('content keys', () => {
  it('a key is shown in plaintext once; listings show prefix, status and lastUsedAt, never the plaintext or hash', async () => {
    const issued = await t.request('POST', `/_admin/content/websites/${siteId}/keys`, {
      headers: OWNER,
      json: { environment: 'test', label: 'Site build' },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.plaintext).toMatch(/^ck_test_/);
    expect(issued.body.key).toMatchObject({ environment: 'test', status: 'active', label: 'Site build', lastUsedAt: null });
    const listed = await t.request('GET', `/_admin/content/websites/${siteId}/keys`);
    expect(listed.body.keys).toHaveLength(1);
    expect(listed.body.keys[0].prefix).toBe(issued.body.plaintext.slice(0, 16));
    expect(listed.text).not.toContain(issued.body.plaintext);
    expect(listed.body.keys[0]).not.toHaveProperty('hash');
  });

  it('revoking keeps the key as a revoked record', async () => {
    const issued = await t.request('POST', `/_admin/content/websites/${siteId}/keys`, { headers: OWNER, json: { environment: 'live' } });
    const revoked = await t.request('POST', `/_admin/content/keys/${issued.body.key.id}/revoke`, { headers: OWNER });
    expect(revoked.body.key).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await t.request('GET', `/_admin/content/websites/${siteId}/keys`)).body.keys[0].status).toBe('revoked');
  });

  it('a key needs an environment of test or live', async () => {
    const r = await t.request('POST', `/_admin/content/websites/${siteId}/keys`, { headers: OWNER, json: { environment: 'prod' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['environment']);
  });

  it('issuing and revoking need website management', async () => {
    expect((await t.request('POST', `/_admin/content/websites/${siteId}/keys`, { json: { environment: 'live' } })).status).toBe(401);
    const sales = { 'x-identity-sub': 'sales' };
    expect(
      (await t.request('POST', `/_admin/content/websites/${siteId}/keys`, { headers: sales, json: { environment: 'live' } })).status,
    ).toBe(403);
    const issued = await t.request('POST', `/_admin/content/websites/${siteId}/keys`, { headers: OWNER, json: { environment: 'live' } });
    expect((await t.request('POST', `/_admin/content/keys/${issued.body.key.id}/revoke`, { headers: sales })).status).toBe(403);
  });

  it('revoking an unknown or non-content key is 404', async () => {
    expect((await t.request('POST', '/_admin/content/keys/key_nope/revoke', { headers: OWNER })).status).toBe(404);
  });
});

describe('content settings', () => {
  const patch = (json: unknown, headers: Record<string, string> = OWNER) =>
    t.request('PATCH', `/_admin/content/websites/${siteId}/settings`, { headers, json });

  it('sets exact allowed origins and the Content switch', async () => {
    const r = await patch({ enabled: false, allowedOrigins: ['https://www.example.com', 'http://localhost:3000'] });
    expect(r.body.content).toEqual({ enabled: false, allowedOrigins: ['https://www.example.com', 'http://localhost:3000'] });
    expect((await patch({ enabled: true })).body.content.allowedOrigins).toHaveLength(2);
  });

  it('origins must be exact (scheme, host, port; no path) and at most 10', async () => {
    for (const origin of ['https://www.example.com/', 'https://www.example.com/path', 'www.example.com', 'ftp://example.com', '*']) {
      const r = await patch({ allowedOrigins: [origin] });
      expect(r.status, origin).toBe(400);
      expect(r.body.fields).toEqual(['allowedOrigins']);
    }
    const ten = Array.from({ length: 10 }, (_, i) => `https://s${i}.example.com`);
    expect((await patch({ allowedOrigins: ten })).status).toBe(200);
    expect((await patch({ allowedOrigins: [...ten, 'https://s10.example.com'] })).status).toBe(400);
  });

  it('enabled must be a boolean', async () => {
    expect((await patch({ enabled: 'no' })).body.fields).toEqual(['enabled']);
  });

  it('settings need website management', async () => {
    expect((await patch({ enabled: false }, {})).status).toBe(401);
    expect((await patch({ enabled: false }, { 'x-identity-sub': 'sales' })).status).toBe(403);
  });
});
