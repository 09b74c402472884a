// The demo says only what is true: every alert a demo lead says was accepted or delivered is in the outbox, and the
// whole demo state passes the check an imported state passes, at the root, in a demo world and after a reset.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { checkSnapshot } from '../admin/state-check.js';

let t: TestServer;
afterEach(() => t.close());

interface Lead {
  id: string;
  notification: { status: string; providerId: string | null; acceptedAt: string | null; deliveredAt: string | null };
}

/** Every lead of the demo website with its alert, and the outbox, as the admin API answers them under `prefix`. */
async function demoTruth(prefix = '') {
  const leads: Lead[] = (await t.request('GET', `${prefix}/_admin/capture/websites/web_demo/submissions`)).body.submissions;
  const outbox = (await t.request('GET', `${prefix}/_admin/outbox`)).body.emails as Array<{ id: string; ref: string }>;
  const state = (await t.request('GET', `${prefix}/_admin/state`)).body;
  return { leads, outbox, state };
}

function expectTrue({ leads, outbox, state }: Awaited<ReturnType<typeof demoTruth>>) {
  expect(leads).toHaveLength(3);
  for (const lead of leads) {
    const { status, providerId, acceptedAt } = lead.notification;
    expect(['accepted', 'delivered'], lead.id).toContain(status);
    expect(acceptedAt, lead.id).not.toBeNull();
    expect(outbox.find((e) => e.ref === `capture.submission:${lead.id}`)?.id, lead.id).toBe(providerId);
  }
  // Acceptance and delivery are distinct outcomes: the demo shows both.
  expect(new Set(leads.map((l) => l.notification.status))).toEqual(new Set(['accepted', 'delivered']));
  expect(checkSnapshot(state)).toBeUndefined();
}

describe('the demo seed is true', () => {
  it('at start: each lead’s alert is in the outbox under the provider id the lead records; the state passes the import check', async () => {
    t = await startServer({ seed: 'demo' });
    expectTrue(await demoTruth());
  });

  it('after a reset to the demo (the outbox emptied first), and in a demo world', async () => {
    t = await startServer({ seed: 'demo' });
    await t.request('POST', '/v1/capture', {
      json: { fields: { email: 'ada@example.org' } },
      headers: { 'x-api-key': t.server.demo!.capture.keys.test },
    });
    expect((await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } })).status).toBe(200);
    const after = await demoTruth();
    expect(after.outbox).toHaveLength(3);
    expectTrue(after);
    const world = (await t.request('POST', '/_admin/worlds', { json: { seed: 'demo' } })).body.world;
    expectTrue(await demoTruth(new URL(world.baseUrl).pathname));
  });
});
