import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { conversationsTable } from './model.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

/** The hash a customer's server makes, computed independently of the server's code. */
const hashOf = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('hex');

async function setup() {
  t = await startServer();
  const created = await createTestSite(t.server.deps, { ownerSub: 'user_a' });
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  const consoleHeaders = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  const siteUrl = `/api/engage/sites/${created.site.id}`;
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const chat = (json: unknown) => t.request('POST', '/v1/engage/chat', { headers, json });
  const rotate = (json?: unknown) =>
    t.request('POST', `${siteUrl}/identity/secret`, { headers: consoleHeaders, ...(json === undefined ? {} : { json }) });
  const patch = (json: unknown) => t.request('PATCH', siteUrl, { headers: consoleHeaders, json });
  return { ...created, consoleHeaders, siteUrl, chat, rotate, patch };
}

describe('rotateSiteIdentitySecret', () => {
  it('shows a new idsec_ secret once (201, no-store); the site shows its prefix only', async () => {
    const s = await setup();
    const r = await s.rotate();
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({
      success: true,
      identitySecret: expect.stringMatching(/^idsec_[A-Za-z0-9]{40}$/),
      createdAt: expect.any(String),
      previousSecretExpiresAt: null,
    });
    const site = (await t.request('GET', '/api/engage/sites', { headers: s.consoleHeaders })).body.sites[0];
    expect(site.identitySecret).toEqual({
      prefix: r.body.identitySecret.slice(0, 10),
      createdAt: r.body.createdAt,
      previousExpiresAt: null,
    });
    expect(JSON.stringify(site)).not.toContain(r.body.identitySecret);
  });

  it('with graceSeconds the replaced secret is accepted until then, and refused after', async () => {
    const s = await setup();
    const old = (await s.rotate()).body.identitySecret;
    const r = await s.rotate({ graceSeconds: 3600 });
    expect(r.body.previousSecretExpiresAt).toBe(new Date(t.clock.now() + 3_600_000).toISOString());
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: hashOf(old, 'u1') } })).status).toBe(200);
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: hashOf(r.body.identitySecret, 'u1') } })).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: hashOf(old, 'u1') } })).body.code).toBe(
      'IDENTITY_VERIFICATION_FAILED',
    );
  });

  it('refuses a graceSeconds out of range', async () => {
    const s = await setup();
    for (const graceSeconds of [-1, 604_801, 1.5, 'soon']) {
      const r = await s.rotate({ graceSeconds });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual(['graceSeconds']);
    }
  });
});

describe('requireVerifiedIdentity', () => {
  it('cannot be turned on before the site has an identity secret, and the refusal names the fix', async () => {
    const s = await setup();
    const r = await s.patch({ requireVerifiedIdentity: true });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['requireVerifiedIdentity'] });
    expect(r.body.message).toContain('/identity/secret');
    const created = await t.request('POST', '/api/engage/sites', {
      headers: s.consoleHeaders,
      json: { name: 'New', requireVerifiedIdentity: true },
    });
    expect(created.body.fields).toEqual(['requireVerifiedIdentity']);
    expect((await s.patch({ requireVerifiedIdentity: 'yes' })).body.fields).toEqual(['requireVerifiedIdentity']);
  });

  it('when on: a turn without a proved id is 401 IDENTITY_VERIFICATION_REQUIRED, a wrong hash 403, the right one starts a verified thread', async () => {
    const s = await setup();
    const secret = (await s.rotate()).body.identitySecret;
    expect((await s.patch({ requireVerifiedIdentity: true })).body.site.requireVerifiedIdentity).toBe(true);
    const config = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': s.key, origin: TEST_ORIGIN } });
    expect(config.body.requireVerifiedIdentity).toBe(true);

    for (const visitor of [undefined, { id: 'u1' }, { email: 'ada@example.org' }]) {
      const r = await s.chat({ message: 'hi', ...(visitor ? { visitor } : {}) });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ code: 'IDENTITY_VERIFICATION_REQUIRED', fields: ['visitor.hash'] });
      expect(r.body.message).toContain('identityHash in @svc/capture-node');
    }
    const wrong = await s.chat({ message: 'hi', visitor: { id: 'u1', hash: hashOf(secret, 'u2') } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('IDENTITY_VERIFICATION_FAILED');
    expect(conversationsTable(t.server.deps).size).toBe(0);

    const ok = await s.chat({ message: 'hi', visitor: { id: 'u1', email: 'ada@example.org', hash: hashOf(secret, 'u1').toUpperCase() } });
    expect(ok.status).toBe(200);
    // The thread stays proved for the same visitor; another id needs its own hash.
    expect((await s.chat({ message: 'again', visitorToken: ok.body.visitorToken })).status).toBe(200);
    expect((await s.chat({ message: 'again', visitorToken: ok.body.visitorToken, visitor: { id: 'u1' } })).status).toBe(200);
    expect((await s.chat({ message: 'me?', visitorToken: ok.body.visitorToken, visitor: { id: 'u9' } })).status).toBe(401);
    const list = await t.request('GET', `${s.siteUrl}/conversations`, { headers: s.consoleHeaders });
    expect(list.body.conversations[0]).toMatchObject({ identityVerified: true, visitor: { id: 'u1' } });
    expect(list.body.conversations[0].visitor).not.toHaveProperty('hash');
  });

  it('when off: no hash is anonymous as before, a right hash marks the thread verified, a wrong one is still refused', async () => {
    const s = await setup();
    const secret = (await s.rotate()).body.identitySecret;
    expect((await s.chat({ message: 'hi', visitor: { id: 'anon' } })).status).toBe(200);
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: hashOf(secret, 'u1') } })).status).toBe(200);
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: 'f'.repeat(64) } })).status).toBe(403);
    const list = await t.request('GET', `${s.siteUrl}/conversations`, { headers: s.consoleHeaders });
    expect(list.body.conversations.map((c: { identityVerified: boolean }) => c.identityVerified).sort()).toEqual([false, true]);
  });

  it('a malformed hash, or a hash without the id it signs, is 400 VALIDATION_FAILED', async () => {
    const s = await setup();
    expect((await s.chat({ message: 'hi', visitor: { id: 'u1', hash: 'not-hex' } })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['visitor.hash'],
    });
    expect((await s.chat({ message: 'hi', visitor: { hash: 'a'.repeat(64) } })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['visitor.id'],
    });
  });
});
