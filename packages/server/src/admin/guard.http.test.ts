import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createReferenceServer } from '../app.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('admin guard: Sec-Fetch-Site', () => {
  it('refuses a browser request whose Sec-Fetch-Site is cross-site or same-site, even without an Origin', async () => {
    t = await startServer();
    for (const site of ['cross-site', 'same-site']) {
      const r = await t.request('POST', '/_admin/reset', { headers: { 'sec-fetch-site': site }, unchecked: true });
      expect(r.status, site).toBe(403);
      expect(r.body.code).toBe('ADMIN_ORIGIN_DENIED');
    }
    expect((await t.request('GET', '/_admin/websites', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  it('accepts same-origin, user-initiated (none) and requests without the header (test code)', async () => {
    t = await startServer();
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}] as Array<Record<string, string>>) {
      expect((await t.request('GET', '/_admin/clock', { headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('admin guard: admin token', () => {
  const token = 'adm_test_token_0123456789';

  it('with an admin token, every /_admin request without it is a 401 with WWW-Authenticate', async () => {
    t = await startServer({ adminToken: token });
    for (const path of ['/_admin/clock', '/_admin/state', '/_admin/websites', '/_admin/webhooks/deliveries']) {
      const r = await t.request('GET', path);
      expect(r.status, path).toBe(401);
      expect(r.body.code).toBe('ADMIN_TOKEN_REQUIRED');
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    expect((await t.request('GET', '/_admin/clock', { headers: { authorization: 'Bearer wrong-token-0000000000' } })).status).toBe(401);
  });

  it('with the right bearer token the request goes through; public endpoints never need it', async () => {
    t = await startServer({ adminToken: token });
    expect((await t.request('GET', '/_admin/clock', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await t.request('GET', '/health')).status).toBe(200);
  });

  it('without an admin token (loopback, as before) no token is needed', async () => {
    t = await startServer();
    expect((await t.request('GET', '/_admin/clock')).status).toBe(200);
  });
});

describe('admin guard: Host (DNS rebinding)', () => {
  it('refuses an admin request whose Host is neither the listen address nor a loopback name', async () => {
    // In-process: the request URL is what a listening server builds from the Host header.
    const server = await createReferenceServer({ adminHosts: ['192.0.2.10'] });
    const rebound = await server.fetch(new Request('http://attacker.example:4010/_admin/state'));
    expect(rebound.status).toBe(403);
    expect(((await rebound.json()) as { code: string }).code).toBe('ADMIN_HOST_DENIED');
    for (const host of ['192.0.2.10', 'localhost', '127.0.0.1', '[::1]', 'app.localhost']) {
      const r = await server.fetch(new Request(`http://${host}:4010/_admin/clock`));
      expect(r.status, host).toBe(200);
    }
  });

  it('answers public endpoints under any Host (they are meant to be reached by name)', async () => {
    const server = await createReferenceServer({ adminHosts: ['192.0.2.10'] });
    expect((await server.fetch(new Request('http://svc.example/health'))).status).toBe(200);
  });
});
