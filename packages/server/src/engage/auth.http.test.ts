import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestResponse, TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { issueKey, revokeKey } from '../keys.js';
import type { MemoryRateLimiter } from '../ports/rate-limiter.js';
import { sitesTable } from './model.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

// Black-box tests through the contract check (and the Node adapter with SVC_TARGET=node) are slower than unit tests.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

const EXPOSED = 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Svc-Fault, X-Request-Id';

function expectCors(r: TestResponse, origin = TEST_ORIGIN): void {
  expect(r.headers.get('access-control-allow-origin')).toBe(origin);
  expect(r.headers.get('vary')).toMatch(/Origin/);
  expect(r.headers.get('access-control-expose-headers')).toBe(EXPOSED);
}

const ENDPOINTS: Array<{ method: string; path: string; json?: unknown }> = [
  { method: 'GET', path: '/v1/engage/config' },
  { method: 'POST', path: '/v1/engage/chat', json: { message: 'hello' } },
  { method: 'GET', path: '/v1/engage/conversations/conv_x?visitorToken=vt_x' },
  { method: 'POST', path: '/v1/engage/forms/contact', json: { fields: { name: 'Ada' } } },
  { method: 'POST', path: '/v1/engage/support', json: { name: 'Ada', email: 'ada@example.org', message: 'hi' } },
];

describe('engage CORS preflight', () => {
  it('OPTIONS on /v1/engage/* answers 204 reflecting the Origin, without a key', async () => {
    const r = await t.request('OPTIONS', '/v1/engage/chat', {
      headers: { origin: 'https://anywhere.example', 'access-control-request-method': 'POST' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
    expect(r.headers.get('vary')).toMatch(/Origin/);
    expect(r.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(r.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Api-Key, Idempotency-Key, X-Svc-Retry-Count');
    expect(r.headers.get('access-control-max-age')).toBe('600');
  });

  it('preflight works for every public endpoint path', async () => {
    for (const path of ['/v1/engage/config', '/v1/engage/forms/contact', '/v1/engage/support', '/v1/engage/conversations/conv_1']) {
      const r = await t.request('OPTIONS', path, { headers: { origin: TEST_ORIGIN } });
      expect(r.status, path).toBe(204);
    }
  });
});

describe('engage key and origin checks', () => {
  it('missing X-Api-Key is 401 MISSING_KEY "missing api key" with CORS headers, on every endpoint', async () => {
    for (const e of ENDPOINTS) {
      const r = await t.request(e.method, e.path, { headers: { origin: TEST_ORIGIN }, json: e.json });
      expect(r.status, e.path).toBe(401);
      expect(r.body).toMatchObject({ code: 'MISSING_KEY', message: 'missing api key' });
      expectCors(r);
    }
  });

  it('an unknown key is 401 INVALID_KEY "invalid or revoked engage key" with CORS headers', async () => {
    const r = await t.request('GET', '/v1/engage/config', {
      headers: { 'x-api-key': 'pk_live_notarealkeyatall000000000000', origin: TEST_ORIGIN },
    });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_KEY', message: 'invalid or revoked engage key' });
    expectCors(r);
  });

  it('a revoked key is 401 INVALID_KEY', async () => {
    const { key, keyId } = await createTestSite(t.server.deps);
    revokeKey(t.server.deps, keyId);
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('INVALID_KEY');
  });

  it('a key of another family is 401 INVALID_KEY', async () => {
    const { site } = await createTestSite(t.server.deps);
    const capture = await issueKey(t.server.deps, { family: 'capture', siteId: site.id, environment: 'live' });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': capture.plaintext } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('INVALID_KEY');
  });

  it('a key whose site is gone is 403 SITE_NOT_FOUND "engage site not found" with CORS headers', async () => {
    const { site, key } = await createTestSite(t.server.deps);
    sitesTable(t.server.deps).delete(site.id);
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'SITE_NOT_FOUND', message: 'engage site not found' });
    expectCors(r);
  });

  it('a disabled site is 403 SITE_DISABLED "engage site is disabled" with CORS headers', async () => {
    const { key } = await createTestSite(t.server.deps, { status: 'disabled' });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'SITE_DISABLED', message: 'engage site is disabled' });
    expectCors(r);
  });

  it('an Origin not in allowedOrigins is 403 ORIGIN_NOT_ALLOWED, with CORS headers reflecting it', async () => {
    const { key } = await createTestSite(t.server.deps);
    for (const origin of ['https://evil.example', 'https://shop.example.com:8443', 'http://shop.example.com', 'null']) {
      const r = await t.request('POST', '/v1/engage/chat', { headers: { 'x-api-key': key, origin }, json: { message: 'hi' } });
      expect(r.status, origin).toBe(403);
      expect(r.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed for this site' });
      expectCors(r, origin);
    }
  });

  it('an allow-listed Origin and a request without Origin are both accepted', async () => {
    const { key } = await createTestSite(t.server.deps);
    const browser = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(browser.status).toBe(200);
    expectCors(browser);
    const server = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key } });
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an injected key_verification_unavailable fault is 503 with Retry-After and the exact message', async () => {
    const { key } = await createTestSite(t.server.deps);
    t.faults.inject({ operation: 'getEngageConfig', kind: 'key_verification_unavailable', times: 1 });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key, origin: TEST_ORIGIN } });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'KEY_VERIFICATION_UNAVAILABLE', message: 'key verification unavailable; retry with backoff' });
    expect(r.headers.get('retry-after')).toBe('2');
    expectCors(r);
    expect((await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key } })).status).toBe(200);
  });
});

describe('engage module switches', () => {
  const cases = [
    { module: 'chat', method: 'POST', path: '/v1/engage/chat', json: { message: 'hello' } },
    { module: 'chat', method: 'GET', path: '/v1/engage/conversations/conv_1?visitorToken=vt_1' },
    { module: 'forms', method: 'POST', path: '/v1/engage/forms/contact', json: { fields: { name: 'Ada' } } },
    { module: 'support', method: 'POST', path: '/v1/engage/support', json: { name: 'Ada', email: 'ada@example.org', message: 'hi' } },
  ] as const;

  for (const e of cases) {
    it(`${e.method} ${e.path.split('?')[0]} is 403 MODULE_DISABLED when the ${e.module} module is off`, async () => {
      const modules = { chat: true, forms: true, support: true, [e.module]: false };
      const { key } = await createTestSite(t.server.deps, { modules });
      const r = await t.request(e.method, e.path, {
        headers: { 'x-api-key': key, origin: TEST_ORIGIN },
        json: 'json' in e ? e.json : undefined,
      });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'MODULE_DISABLED', message: `the ${e.module} module is disabled for this site` });
      expectCors(r);
      expect(r.headers.get('ratelimit-limit')).toBe('120');
    });
  }

  it('config answers even with every module off', async () => {
    const { key } = await createTestSite(t.server.deps, { modules: { chat: false, forms: false, support: false } });
    const r = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': key } });
    expect(r.status).toBe(200);
    expect(r.body.modules).toEqual({ chat: false, forms: false, support: false });
  });
});

describe('engage rate limits', () => {
  it('120 requests per 15 minutes per site key, then 429 with Retry-After and RateLimit headers', async () => {
    const { key } = await createTestSite(t.server.deps);
    const headers = { 'x-api-key': key, origin: TEST_ORIGIN };
    for (let i = 1; i <= 120; i++) {
      // The contract check of every response is slow; the first and last are checked, the headers of all.
      const r = await t.request('GET', '/v1/engage/config', { headers, unchecked: i > 1 && i < 120 });
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit-limit')).toBe('120');
      expect(r.headers.get('ratelimit-remaining')).toBe(String(120 - i));
      expect(r.headers.get('ratelimit-reset')).toBe('900');
    }
    const limited = await t.request('POST', '/v1/engage/support', { headers, json: { name: 'A', email: 'a@example.org', message: 'x' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expectCors(limited);

    t.clock.advance(15 * 60 * 1000);
    expect((await t.request('GET', '/v1/engage/config', { headers })).status).toBe(200);
  });

  it('the site limit is per key: another site is not affected', async () => {
    const a = await createTestSite(t.server.deps);
    const b = await createTestSite(t.server.deps);
    for (let i = 0; i < 120; i++) await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': a.key }, unchecked: true });
    expect((await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': a.key } })).status).toBe(429);
    expect((await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': b.key } })).status).toBe(200);
  });

  it('12 chat messages per minute per site key and visitor IP, then 429 "Too many chat messages, please slow down"', async () => {
    // Behind two proxies of ours (trustProxy 2) the visitor is the second address from the right.
    await t.close();
    t = await startServer({ trustProxy: 2 });
    const { key } = await createTestSite(t.server.deps);
    const send = (ip: string, unchecked = false) =>
      t.request('POST', '/v1/engage/chat', {
        headers: { 'x-api-key': key, 'x-forwarded-for': `${ip}, 10.0.0.1` },
        json: { message: 'opening hours' },
        unchecked,
      });
    for (let i = 0; i < 12; i++) expect((await send('203.0.113.7', i > 0)).status).toBe(200);
    const limited = await send('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many chat messages, please slow down' });
    expect(limited.headers.get('ratelimit-limit')).toBe('12');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor of the same site still chats; the same visitor again after the minute.
    expect((await send('198.51.100.2')).status).toBe(200);
    t.clock.advance(60_000);
    expect((await send('203.0.113.7')).status).toBe(200);
  });

  it('by default X-Forwarded-For and X-Real-IP are ignored: a forged address does not escape the chat limit', async () => {
    const { key } = await createTestSite(t.server.deps);
    const send = (i: number, unchecked = true) =>
      t.request('POST', '/v1/engage/chat', {
        headers: { 'x-api-key': key, 'x-forwarded-for': `198.18.0.${i}`, 'x-real-ip': `198.19.0.${i}` },
        json: { message: 'hours' },
        unchecked,
      });
    for (let i = 0; i < 12; i++) expect((await send(i)).status).toBe(200);
    const limited = await send(12, false);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many chat messages, please slow down');
  });

  it('trustProxy N counts N hops from the right of X-Forwarded-For, as @svc/capture-node does', async () => {
    await t.close();
    t = await startServer({ trustProxy: 1 });
    const { key } = await createTestSite(t.server.deps);
    // The client forges the left part; our one proxy appended the address it saw (the right-most one).
    const send = (forged: string, seen: string, unchecked = true) =>
      t.request('POST', '/v1/engage/chat', {
        headers: { 'x-api-key': key, 'x-forwarded-for': `${forged}, ${seen}` },
        json: { message: 'hours' },
        unchecked,
      });
    for (let i = 0; i < 12; i++) expect((await send(`198.18.0.${i}`, '203.0.113.9')).status).toBe(200);
    expect((await send('198.18.1.1', '203.0.113.9', false)).status).toBe(429);
    expect((await send('198.18.1.1', '203.0.113.10', false)).status).toBe(200);
  });

  it('forged addresses leave no rate-limit window behind: the limiter stays at one chat window per real visitor', async () => {
    const { key } = await createTestSite(t.server.deps);
    const limiter = t.server.deps.limiter as MemoryRateLimiter;
    for (let i = 0; i < 200; i++) {
      await t.request('POST', '/v1/engage/chat', {
        headers: { 'x-api-key': key, 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
        json: {},
        unchecked: true,
      });
      if (i % 20 === 19) t.clock.advance(15 * 60_000);
    }
    // The site window and one chat window.
    expect(limiter.size).toBeLessThanOrEqual(2);
  });

  it('a chat turn counts against the site limit too, and its RateLimit headers are the site window', async () => {
    const { key } = await createTestSite(t.server.deps);
    const r = await t.request('POST', '/v1/engage/chat', { headers: { 'x-api-key': key }, json: { message: 'hello' } });
    expect(r.headers.get('ratelimit-limit')).toBe('120');
    expect(r.headers.get('ratelimit-remaining')).toBe('119');
  });

  it('an injected rate_limit fault is a 429 with its reset', async () => {
    const { key } = await createTestSite(t.server.deps);
    t.faults.inject({ operation: 'createSupportTicket', kind: 'rate_limit', times: 1, resetSeconds: 30 });
    const r = await t.request('POST', '/v1/engage/support', {
      headers: { 'x-api-key': key },
      json: { name: 'A', email: 'a@example.org', message: 'x' },
    });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('30');
  });
});
