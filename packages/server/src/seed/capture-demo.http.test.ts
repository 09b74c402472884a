import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createWebsite, websitesTable } from '../websites.js';
import { DEMO_NOTIFICATION_EMAIL, DEMO_WEBSITE_ID, seedCaptureDemo } from './capture-demo.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

describe('capture demo seed', () => {
  it('creates web_demo with an active site, a working key per environment and demo leads', async () => {
    const demo = await seedCaptureDemo(t.server.deps);
    expect(demo.siteId).toBe(DEMO_WEBSITE_ID);
    const site = (await t.request('GET', `/_admin/capture/websites/${DEMO_WEBSITE_ID}/site`)).body.site;
    expect(site).toMatchObject({ status: 'active', notificationEmail: DEMO_NOTIFICATION_EMAIL });
    for (const environment of ['test', 'live'] as const) {
      expect(demo.keys[environment]).toMatch(new RegExp(`^sk_${environment}_`));
      const r = await t.request('POST', '/v1/capture', {
        json: { fields: { name: 'Demo' } },
        headers: { 'X-Api-Key': demo.keys[environment] },
      });
      expect(r.status).toBe(201);
    }
    const inbox = (await t.request('GET', `/_admin/capture/websites/${DEMO_WEBSITE_ID}/leads?environment=test`)).body;
    expect(inbox.total).toBeGreaterThanOrEqual(3);
    expect(inbox.forms).toEqual(['contact', 'demo-request']);
    expect(t.notifier.outbox.map((e) => e.to)).toEqual([DEMO_NOTIFICATION_EMAIL, DEMO_NOTIFICATION_EMAIL]);
  });

  it('reuses web_demo when the content demo created it first', async () => {
    createWebsite(t.server.deps, { id: DEMO_WEBSITE_ID, name: 'Content demo', members: [{ sub: 'x', name: 'X', roles: ['manage'] }] });
    await seedCaptureDemo(t.server.deps);
    const website = websitesTable(t.server.deps).get(DEMO_WEBSITE_ID)!;
    expect(website.name).toBe('Content demo');
    expect(website.capture).toMatchObject({ status: 'active' });
    expect(websitesTable(t.server.deps).all()).toHaveLength(1);
  });
});

describe('admin submissions', () => {
  it('lists a website’s submissions newest first, optionally for one environment, and reads one', async () => {
    const demo = await seedCaptureDemo(t.server.deps);
    const all = (await t.request('GET', `/_admin/capture/websites/${demo.siteId}/submissions`)).body.submissions;
    expect(all).toHaveLength(3);
    const live = (await t.request('GET', `/_admin/capture/websites/${demo.siteId}/submissions?environment=live`)).body.submissions;
    expect(live.map((s: { environment: string }) => s.environment)).toEqual(['live']);
    const one = await t.request('GET', `/_admin/capture/submissions/${all[0].id}`);
    expect(one.body.submission).toEqual(all[0]);
    expect((await t.request('GET', '/_admin/capture/submissions/sub_nope')).status).toBe(404);
    expect((await t.request('GET', `/_admin/capture/websites/${demo.siteId}/submissions?environment=x`)).status).toBe(400);
  });
});
