import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

const page = 'https://not-allowed.example';

/** What a browser needs to let the page's code read an error: the origin allowed and the request id exposed. */
function expectReadable(headers: Headers, what: string): void {
  expect(headers.get('access-control-allow-origin'), what).toBe(page);
  expect(headers.get('access-control-expose-headers'), what).toContain('X-Request-Id');
}

describe('every error a browser can receive is readable by the page', () => {
  it('Content 403 for an origin that is not allowed, and 401 without a key', async () => {
    const demo = t.server.demo!;
    const refused = await t.request('GET', '/v1/content/web_demo/events', {
      headers: { origin: page, 'x-api-key': demo.content.keys.live },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ORIGIN_NOT_ALLOWED');
    expectReadable(refused.headers, 'content 403');
    const noKey = await t.request('GET', '/v1/content/web_demo/events', { headers: { origin: page } });
    expect(noKey.status).toBe(401);
    expectReadable(noKey.headers, 'content 401');
  });

  it('Form Capture refusing a browser call (CORS_ORIGIN_DENIED)', async () => {
    const r = await t.request('POST', '/v1/capture', { headers: { origin: page }, json: { fields: { email: 'a@b.co' } } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('CORS_ORIGIN_DENIED');
    expectReadable(r.headers, 'capture 403');
  });

  it('router errors under /v1 too: 404, 405 and 413', async () => {
    expectReadable((await t.request('GET', '/v1/engage/nothing', { headers: { origin: page } })).headers, '404');
    expectReadable((await t.request('GET', '/v1/capture', { headers: { origin: page }, unchecked: true })).headers, '405');
    const big = await t.request('POST', '/v1/engage/chat', {
      headers: { origin: page, 'content-type': 'application/json' },
      body: 'x'.repeat(1_100_000),
    });
    expect(big.status).toBe(413);
    expectReadable(big.headers, '413');
  });

  it('a successful read for a disallowed origin never happens: the allow-list still decides success', async () => {
    const demo = t.server.demo!;
    const allowed = await t.request('GET', '/v1/content/web_demo/events', {
      headers: { origin: demo.content.origin, 'x-api-key': demo.content.keys.live },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(demo.content.origin);
  });
});
