import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { ConsoleFiles } from '../ports/console-files.js';
import { CONSOLE_CSP } from './test-console-routes.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const encode = (text: string) => new TextEncoder().encode(text);
const consoleFiles: ConsoleFiles = new Map([
  [
    'index.html',
    {
      body: encode('<!doctype html><title>console</title><script type="module" src="/_console/assets/app-1.js"></script>'),
      contentType: 'text/html; charset=utf-8',
    },
  ],
  ['assets/app-1.js', { body: encode('console.log(1)'), contentType: 'text/javascript; charset=utf-8' }],
]);
const token = 'adm_test_token_0123456789';

describe('test console page', () => {
  it('is served at /_console/ with a strict CSP, never framable; /_console redirects there', async () => {
    t = await startServer({ consoleFiles });
    const page = await t.request('GET', '/_console/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>console</title>');
    expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const asset = await t.request('GET', '/_console/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.request('GET', '/_console/assets/nope.js')).status).toBe(404);
    const bare = await t.send(new Request(`${t.baseUrl}/_console`, { redirect: 'manual' }));
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/_console/');
  });

  it('says how to build the console when this deployment has no build', async () => {
    t = await startServer();
    const page = await t.request('GET', '/_console/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).toContain('pnpm --filter @svc/console build');
    const script = await t.request('GET', '/_console/');
    expect(script.body).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: expect.stringContaining('pnpm --filter @svc/console build'),
    });
  });

  it('refuses cross-site browsers and foreign origins like /_admin', async () => {
    t = await startServer({ consoleFiles });
    expect((await t.request('GET', '/_console/', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await t.request('GET', '/_console/assets/app-1.js', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('with an admin token: 401 without it; ?token= once sets an HttpOnly SameSite=Strict cookie the guard accepts', async () => {
    t = await startServer({ consoleFiles, adminToken: token });
    expect((await t.request('GET', '/_console/')).status).toBe(401);
    expect((await t.request('GET', '/_console/?token=wrong_token_0123456789')).status).toBe(401);
    const login = await t.send(new Request(`${t.baseUrl}/_console/?token=${token}`, { redirect: 'manual' }));
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/_console/');
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const pair = cookie.split(';')[0]!;
    expect((await t.request('GET', '/_console/', { headers: { cookie: pair } })).status).toBe(200);
    expect((await t.request('GET', '/_admin/clock', { headers: { cookie: pair } })).status).toBe(200);
    // The query token is accepted on the console page only, never on an admin operation.
    expect((await t.request('GET', `/_admin/clock?token=${token}`)).status).toBe(401);
    expect((await t.request('GET', '/_admin/clock', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
