import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
let websiteId: string;
const site = (suffix = '') => `/_admin/capture/websites/${websiteId}/site${suffix}`;

beforeEach(async () => {
  t = await startServer();
  const w = await t.request('POST', '/_admin/websites', { json: { name: 'Acme', members: [{ sub: 'u', roles: ['manage'] }] } });
  websiteId = w.body.website.id;
});
afterEach(() => t.close());

describe('Form Capture site: configure', () => {
  it('the first configure creates a draft site with the default form contact', async () => {
    expect((await t.request('GET', site())).status).toBe(404);
    const r = await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    expect(r.status).toBe(201);
    expect(r.body.site).toMatchObject({ status: 'draft', notificationEmail: 'team@acme.example', defaultForm: 'contact' });
    expect((await t.request('GET', site())).body.site.status).toBe('draft');
  });

  it('a later configure updates the address and the default form', async () => {
    await t.request('PUT', site(), { json: {} });
    const r = await t.request('PUT', site(), { json: { notificationEmail: 'sales@acme.example', defaultForm: 'enquiry' } });
    expect(r.status).toBe(200);
    expect(r.body.site).toMatchObject({ notificationEmail: 'sales@acme.example', defaultForm: 'enquiry' });
  });

  it('refuses a malformed address or default form with 400', async () => {
    for (const json of [
      { notificationEmail: 'not-an-email' },
      { notificationEmail: 5 },
      { defaultForm: '' },
      { defaultForm: 'f'.repeat(41) },
    ]) {
      const r = await t.request('PUT', site(), { json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await t.request('PUT', site(), { body: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('an activated site keeps a notification address', async () => {
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    await t.request('POST', site('/activate'));
    const r = await t.request('PUT', site(), { json: { notificationEmail: null } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['notificationEmail']);
  });

  it('an unknown website is a 404', async () => {
    expect((await t.request('PUT', '/_admin/capture/websites/web_nope/site', { json: {} })).status).toBe(404);
    expect((await t.request('POST', '/_admin/capture/websites/web_nope/site/activate')).status).toBe(404);
  });

  it('admin calls from a non-loopback web page are refused', async () => {
    const r = await t.request('PUT', site(), { json: {}, headers: { Origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ADMIN_ORIGIN_DENIED');
  });
});

describe('Form Capture site: transitions', () => {
  it('draft → active needs a notification address', async () => {
    await t.request('PUT', site(), { json: {} });
    const refused = await t.request('POST', site('/activate'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_TRANSITION');
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    const r = await t.request('POST', site('/activate'));
    expect(r.status).toBe(200);
    expect(r.body.site).toMatchObject({ status: 'active', activatedAt: expect.any(String) });
  });

  it('active → disabled → active through disable and resume', async () => {
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    await t.request('POST', site('/activate'));
    expect((await t.request('POST', site('/disable'))).body.site.status).toBe('disabled');
    expect((await t.request('POST', site('/resume'))).body.site.status).toBe('active');
  });

  it('every other move is 409 INVALID_TRANSITION', async () => {
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    for (const action of ['disable', 'resume']) expect((await t.request('POST', site(`/${action}`))).status, `draft ${action}`).toBe(409);
    await t.request('POST', site('/activate'));
    for (const action of ['activate', 'resume']) expect((await t.request('POST', site(`/${action}`))).status, `active ${action}`).toBe(409);
    await t.request('POST', site('/disable'));
    for (const action of ['activate', 'disable']) {
      const r = await t.request('POST', site(`/${action}`));
      expect(r.status, `disabled ${action}`).toBe(409);
      expect(r.body.code).toBe('INVALID_TRANSITION');
    }
  });

  it('actions on a website without a capture site are 404', async () => {
    for (const action of ['/test', '/activate', '/disable', '/resume']) expect((await t.request('POST', site(action))).status).toBe(404);
  });
});

describe('Form Capture site: test notification', () => {
  it('sends a test email to the address and records the accepted outcome', async () => {
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    const r = await t.request('POST', site('/test'));
    expect(r.status).toBe(200);
    expect(r.body.test).toMatchObject({ outcome: 'accepted', to: 'team@acme.example', providerId: t.notifier.outbox[0]!.id });
    expect(t.notifier.outbox[0]).toMatchObject({ to: 'team@acme.example', ref: `capture.site-test:${websiteId}` });
    expect((await t.request('GET', site())).body.site.lastTest.outcome).toBe('accepted');
  });

  it('records a failed test when the provider fails', async () => {
    await t.request('PUT', site(), { json: { notificationEmail: 'team@acme.example' } });
    t.faults.inject({ operation: 'adminTestCaptureSite', kind: 'notification_failure', times: 1 });
    const r = await t.request('POST', site('/test'));
    expect(r.body.test).toMatchObject({ outcome: 'failed', error: expect.any(String), providerId: null });
    expect(t.notifier.outbox).toHaveLength(0);
  });
});
