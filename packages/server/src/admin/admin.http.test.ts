import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

describe('reference-server basics', () => {
  it('GET /health answers ok with a request id', async () => {
    const r = await t.request('GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(r.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('GET /openapi.json serves the contract', async () => {
    const r = await t.request('GET', '/openapi.json');
    expect(r.body.openapi).toBe('3.1.0');
    expect(Object.keys(r.body.paths)).toContain('/v1/capture');
  });

  it('an unknown path is a 404 in the error format', async () => {
    const r = await t.request('GET', '/nope');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('clock advance moves server time forward', async () => {
    const before = (await t.request('GET', '/_admin/clock')).body.now;
    const after = await t.request('POST', '/_admin/clock/advance', { json: { seconds: 3600 } });
    expect(Date.parse(after.body.now) - Date.parse(before)).toBe(3_600_000);
  });

  it('clock advance refuses a negative or missing amount', async () => {
    expect((await t.request('POST', '/_admin/clock/advance', { json: { seconds: -1 } })).status).toBe(400);
    expect((await t.request('POST', '/_admin/clock/advance', { json: {} })).status).toBe(400);
  });

  it('faults can be injected, listed and cleared', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'rate_limit', times: 2 } });
    expect(r.status).toBe(201);
    expect((await t.request('GET', '/_admin/faults')).body.faults).toHaveLength(1);
    await t.request('DELETE', '/_admin/faults');
    expect((await t.request('GET', '/_admin/faults')).body.faults).toHaveLength(0);
  });

  it('a fault of an unknown kind is a 400 naming the field', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'meteor' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['kind']);
  });

  it('state export and import round-trip', async () => {
    const exported = await t.request('GET', '/_admin/state');
    expect(exported.body.format).toBe('svc-reference-state');
    const imported = await t.request('PUT', '/_admin/state', { json: exported.body });
    expect(imported.status).toBe(200);
    expect((await t.request('PUT', '/_admin/state', { json: { hello: 1 } })).status).toBe(400);
  });
});

describe('admin endpoints and browsers', () => {
  it('reset keeps the service clock where it is (time only moves forward) and keeps the request journal', async () => {
    const start = Date.parse((await t.request('GET', '/_admin/clock')).body.now);
    await t.request('POST', '/_admin/clock/advance', { json: { seconds: 86_400 } });
    const before = Date.parse((await t.request('GET', '/_admin/clock')).body.now);
    await t.request('GET', '/health');
    expect((await t.request('POST', '/_admin/reset', { json: { seed: 'empty' } })).status).toBe(200);
    const after = Date.parse((await t.request('GET', '/_admin/clock')).body.now);
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after - start).toBeGreaterThanOrEqual(86_400_000);
    const journal = await t.request('GET', '/_admin/requests?path=/health');
    expect(journal.body.matched).toBe(1);
  });

  it('refuse a cross-site browser request so a web page cannot reset a local server', async () => {
    const r = await t.request('POST', '/_admin/reset', { headers: { origin: 'https://evil.example' }, unchecked: true });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ADMIN_ORIGIN_DENIED');
  });

  it('accept requests from loopback origins and from non-browsers', async () => {
    expect((await t.request('GET', '/_admin/clock', { headers: { origin: 'http://localhost:5173' } })).status).toBe(200);
    expect((await t.request('GET', '/_admin/clock', { headers: { origin: 'http://127.0.0.1:4010' } })).status).toBe(200);
    expect((await t.request('GET', '/_admin/clock')).status).toBe(200);
  });
});

describe('the admin origin guard', () => {
  it("covers every area's admin routes, whichever area registered them", async () => {
    for (const path of ['/_admin/content/websites/web_x/collections', '/_admin/webhooks/deliveries', '/_admin/websites']) {
      const r = await t.request('GET', path, { headers: { origin: 'https://evil.example' }, unchecked: true });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe('ADMIN_ORIGIN_DENIED');
    }
  });
});
