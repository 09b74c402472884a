import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { HTTP_REFERENCE_CSP, preflightsLast } from './http-reference-routes.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const renderer = new TextEncoder().encode('window.Scalar = { createApiReference() {} };');
const token = 'adm_test_token_0123456789';

/** The settings object init.js passes to the renderer. */
function settingsOf(script: string): Record<string, unknown> {
  const json = /^var settings = (.*);$/m.exec(script)?.[1];
  expect(json).toBeDefined();
  expect(script).toContain("Scalar.createApiReference('#app', settings);");
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('HTTP reference at /_docs/', () => {
  it('serves a page that loads the renderer and its settings from this server only, never framable; /_docs redirects there', async () => {
    t = await startServer({ httpReferenceRenderer: async () => renderer });
    const page = await t.request('GET', '/_docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<script src="scalar.js"></script><script src="init.js"></script>');
    // The bar above the reference links the server's other pages, relative to it (a world's page stays in its world).
    for (const href of ['../_console/', '../', '../openapi.json']) expect(page.text).toContain(`href="${href}"`);
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toBe(HTTP_REFERENCE_CSP);
    expect(HTTP_REFERENCE_CSP).toContain("script-src 'self';");
    expect(HTTP_REFERENCE_CSP).toContain("connect-src 'self';");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const bare = await t.send(new Request(`${t.baseUrl}/_docs`, { redirect: 'manual' }));
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/_docs/');
  });

  it('reads the renderer on the first visit of the page, not at start nor for any other path, and once', async () => {
    let loads = 0;
    t = await startServer({ httpReferenceRenderer: async () => (loads++, renderer) });
    expect((await t.request('GET', '/health')).status).toBe(200);
    expect((await t.request('GET', '/_docs/init.js')).status).toBe(200);
    expect(loads).toBe(0);
    await t.request('GET', '/_docs/');
    expect(loads).toBe(1);
    const script = await t.send(new Request(`${t.baseUrl}/_docs/scalar.js`));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(new Uint8Array(await script.arrayBuffer())).toEqual(renderer);
    await t.request('GET', '/_docs/scalar.js');
    expect(loads).toBe(1);
  });

  it('settings: the contract at /openapi.json, this server as the one "Test request" calls, no web fonts, the demo keys filled in', async () => {
    t = await startServer({ seed: 'demo', httpReferenceRenderer: async () => renderer });
    const init = await t.request('GET', '/_docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^text\/javascript/);
    const settings = settingsOf(init.text);
    expect(settings).toMatchObject({
      url: '../openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      // The full client would offer Form Capture, which no browser can call: only each operation's "Test request".
      hideClientButton: true,
      servers: [{ url: t.baseUrl }],
    });
    const demo = t.server.demo!;
    // No preferred scheme: each operation's "Test request" uses the credential its own security names.
    expect(settings.authentication).toEqual({
      securitySchemes: {
        ContentKey: { value: demo.content.keys.test },
        CaptureKey: { value: demo.capture.keys.test },
        EngageKey: { value: demo.engage.publishableKey },
        PortalKey: { value: demo.console.portalKey },
        IdentitySub: { value: demo.console.identitySub },
      },
    });
    // The keys it fills in work: a content read with the demo's test key.
    const read = await t.request('GET', `/v1/content/${demo.content.siteId}/${demo.content.collections[0]}`, {
      headers: { 'x-api-key': demo.content.keys.test },
    });
    expect(read.status).toBe(200);
  });

  it("lists preflights after their operations, and gives the curl in place of Form Capture's Test request, key copied whole", async () => {
    t = await startServer({ seed: 'demo', httpReferenceRenderer: async () => renderer });
    const script = (await t.request('GET', '/_docs/init.js')).text;
    const settings = settingsOf(script);
    expect(settings.customCss).toContain('section[id$="/POST/v1/capture"] .show-api-client-button');
    expect(settings.customCss).toContain('section[id$="/OPTIONS/v1/capture"] .show-api-client-button');
    expect(script).toContain(`settings.operationsSorter = ${preflightsLast.toString()};`);
    const listed = [{ method: 'options' }, { method: 'post' }, { method: 'OPTIONS' }, { method: 'get' }]
      .sort(preflightsLast)
      .map((o) => o.method);
    expect(listed).toEqual(['post', 'get', 'options', 'OPTIONS']);
    const key = t.server.demo!.capture.keys.test;
    expect(script).toContain(`X-Api-Key: ${key}`);
    expect(script).toContain('A browser cannot call this operation');
  });

  it("a world's page tries requests on the world's base URL with the world's keys", async () => {
    t = await startServer({ seed: 'demo', httpReferenceRenderer: async () => renderer });
    const created = (await t.request('POST', '/_admin/worlds', { json: { seed: 'demo' } })).body;
    const base = new URL(created.world.baseUrl).pathname;
    const settings = settingsOf((await t.request('GET', `${base}/_docs/init.js`)).text);
    expect(settings.servers).toEqual([{ url: `${t.baseUrl}${base}`, description: 'This reference server' }]);
    expect((settings.authentication as { securitySchemes: { CaptureKey: { value: string } } }).securitySchemes.CaptureKey.value).toBe(
      created.demo.capture.keys.test,
    );
  });

  it('without the demo loaded, no keys are filled in', async () => {
    t = await startServer({ httpReferenceRenderer: async () => renderer });
    expect(settingsOf((await t.request('GET', '/_docs/init.js')).text)).not.toHaveProperty('authentication');
  });

  it('without a renderer (@svc/http-reference not installed): the page is a 404 saying in one line what to install', async () => {
    t = await startServer({ seed: 'demo', httpReferenceRenderer: async () => undefined });
    for (const path of ['/_docs/', '/_docs/scalar.js']) {
      const missing = await t.request('GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message:
          'the HTTP reference is not installed: npm install --save-dev @svc/http-reference (the renderer of /_docs/), then restart the server',
        requestId: expect.any(String),
      });
      expect(missing.body.message).not.toContain('\n');
    }
    // Everything else answers as it does with the renderer: the contract, health, a client read with the demo key.
    expect((await t.request('GET', '/openapi.json')).status).toBe(200);
    expect((await t.request('GET', '/health')).status).toBe(200);
    expect((await t.request('GET', '/_docs/init.js')).status).toBe(200);
    const demo = t.server.demo!;
    const read = await t.request('GET', `/v1/content/${demo.content.siteId}/${demo.content.collections[0]}`, {
      headers: { 'x-api-key': demo.content.keys.test },
    });
    expect(read.status).toBe(200);
  });

  it('a file of the reference that does not exist is a 404 naming the files', async () => {
    t = await startServer({ httpReferenceRenderer: async () => renderer });
    const other = await t.request('GET', '/_docs/other.js');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('init.js and scalar.js') });
  });

  it('is guarded like /_admin: cross-site browsers refused; with an admin token, 401 without it and the console cookie accepted', async () => {
    t = await startServer({ seed: 'demo', httpReferenceRenderer: async () => renderer });
    expect((await t.request('GET', '/_docs/', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await t.request('GET', '/_docs/init.js', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    await t.close();
    t = await startServer({ seed: 'demo', adminToken: token, httpReferenceRenderer: async () => renderer });
    expect((await t.request('GET', '/_docs/')).status).toBe(401);
    expect((await t.request('GET', '/_docs/init.js')).status).toBe(401);
    expect((await t.request('GET', '/_docs/init.js', { headers: { cookie: `svc_admin_token=${token}` } })).status).toBe(200);
    expect((await t.request('GET', '/_docs/', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
