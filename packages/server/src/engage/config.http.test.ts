import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { sha256Hex } from '../crypto.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

// Black-box tests through the contract check (and the Node adapter with SVC_TARGET=node) are slower than unit tests.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

describe('GET /v1/engage/config', () => {
  it('returns name, assistant, modules, identity mode and branding, cacheable for 300 seconds', async () => {
    t = await startServer();
    const { key } = await createTestSite(t.server.deps, {
      name: 'Acme Bakery',
      identityMode: 'email',
      modules: { chat: true, forms: false, support: true },
      branding: { assistantName: 'Bea', launcherLabel: 'Ask Bea', greeting: 'Fresh bread daily!', accent: '#ff8800' },
    });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      ok: true,
      name: 'Acme Bakery',
      assistantName: 'Bea',
      modules: { chat: true, forms: false, support: true },
      identityMode: 'email',
      requireVerifiedIdentity: false,
      consent: { required: false, text: {} },
      branding: { launcherLabel: 'Ask Bea', accent: '#ff8800', greeting: 'Fresh bread daily!' },
    });
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    expect(r.headers.get('vary')).toBe('Origin, X-Api-Key');
    expect(r.headers.get('ratelimit-remaining')).toBe('119');
    expect(r.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });
});

describe('GET /v1/engage/config: form policies', () => {
  it('lists the required fields of each form policy (not its success message), so a widget can ask for them', async () => {
    t = await startServer();
    const { key } = await createTestSite(t.server.deps, {
      forms: {
        strict: true,
        policies: {
          quote: { requiredFields: ['email', 'budget'], successMessage: 'Thanks!' },
          newsletter: {},
          ['__proto__']: { requiredFields: ['x'] },
        },
      },
    });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.status).toBe(200);
    expect(r.text).toContain('"__proto__":{"requiredFields":["x"]}');
    expect(JSON.parse(r.text).forms).toEqual(
      JSON.parse('{"quote":{"requiredFields":["email","budget"]},"newsletter":{"requiredFields":[]},"__proto__":{"requiredFields":["x"]}}'),
    );
    expect(r.text).not.toContain('Thanks!');
  });

  it('has no forms property when the site has no form policy', async () => {
    t = await startServer();
    const { key } = await createTestSite(t.server.deps, {});
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.body).not.toHaveProperty('forms');
  });
});

describe('GET /v1/engage/sdk.js', () => {
  const script = '(()=>{/* svc engage loader */ window.svcEngage = 1;})();';

  it('serves the configured loader as JavaScript with public caching and an ETag, without a key', async () => {
    t = await startServer({ sdkScript: script });
    const r = await t.request('GET', '/v1/engage/sdk.js');
    expect(r.status).toBe(200);
    expect(r.text).toBe(script);
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    expect(r.headers.get('etag')).toBe(`"${await sha256Hex(script)}"`);
  });

  it('answers 304 without a body to a matching If-None-Match (also weak or in a list)', async () => {
    t = await startServer({ sdkScript: script });
    const etag = (await t.request('GET', '/v1/engage/sdk.js')).headers.get('etag')!;
    // 304 is plain HTTP revalidation, which the contract does not list as a response.
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const r = await t.request('GET', '/v1/engage/sdk.js', { headers: { 'if-none-match': ifNoneMatch } });
      expect(r.status, ifNoneMatch).toBe(304);
      expect(r.text).toBe('');
      expect(r.headers.get('etag')).toBe(etag);
    }
    const stale = await t.request('GET', '/v1/engage/sdk.js', { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(script);
  });

  it('is 404 NOT_FOUND "the loader script is not available" when no script is configured', async () => {
    t = await startServer();
    const r = await t.request('GET', '/v1/engage/sdk.js');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'the loader script is not available' });
  });
});
