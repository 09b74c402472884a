import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { ticketsTable } from './model.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

// The harness clock starts on Thursday 2026-03-05 08:00 UTC (09:00 in Paris).
const weekdays = (open: string, close: string) => (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open, close }));

async function setup() {
  t = await startServer();
  const created = await createTestSite(t.server.deps, { ownerSub: 'user_a' });
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  const consoleHeaders = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const patch = (json: unknown) => t.request('PATCH', `/api/engage/sites/${created.site.id}`, { headers: consoleHeaders, json });
  const config = () => t.request('GET', '/v1/engage/config', { headers });
  const chat = (json: unknown) => t.request('POST', '/v1/engage/chat', { headers, json });
  return { ...created, consoleHeaders, patch, config, chat };
}

describe('business hours', () => {
  it('are set through the site settings and shown in the config, open or closed by the server clock', async () => {
    const s = await setup();
    const hours = { timeZone: 'Europe/Paris', weekly: weekdays('09:00', '17:00'), awayMessage: 'We are away.' };
    const r = await s.patch({ businessHours: hours });
    expect(r.status).toBe(200);
    expect(r.body.site.businessHours).toEqual(hours);
    expect((await s.config()).body.hours).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: '2026-03-05T16:00:00.000Z',
      timeZone: 'Europe/Paris',
      awayMessage: 'We are away.',
    });
    await t.request('POST', '/_admin/clock/advance', { json: { seconds: 9 * 3600 } });
    expect((await s.config()).body.hours).toMatchObject({ open: false, nextOpenAt: '2026-03-06T08:00:00.000Z', nextCloseAt: null });
    expect((await s.patch({ businessHours: null })).body.site.businessHours).toBeNull();
    expect((await s.config()).body).not.toHaveProperty('hours');
  });

  it('a bad setting is a 400 naming the field', async () => {
    const s = await setup();
    const r = await s.patch({ businessHours: { timeZone: 'Europe/Atlantis', weekly: [] } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['businessHours.timeZone'] });
  });

  it('outside hours an escalation opens one ticket for the thread (email known) and says when people are back', async () => {
    const s = await setup();
    await s.patch({ businessHours: { timeZone: 'Europe/Paris', weekly: weekdays('10:00', '17:00') } });
    const first = await s.chat({ message: 'Can I talk to a person?', visitor: { name: 'Ada', email: 'ada@example.org' } });
    expect(first.body).toMatchObject({ escalate: true, hours: { open: false, nextOpenAt: '2026-03-05T09:00:00.000Z' } });
    expect(first.body.answer).toContain('A person is back on Thursday at 10:00 (Europe/Paris).');
    expect(first.body.answer).toContain(`support ticket (${first.body.ticketId})`);
    const ticket = ticketsTable(t.server.deps).get(first.body.ticketId)!;
    expect(ticket).toMatchObject({
      siteId: s.site.id,
      source: 'support',
      email: 'ada@example.org',
      name: 'Ada',
      conversationId: first.body.conversationId,
      category: 'chat',
    });
    const again = await s.chat({ message: 'I want a human please', visitorToken: first.body.visitorToken });
    expect(again.body.ticketId).toBe(first.body.ticketId);
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });

  it('outside hours without an email the answer asks for one; inside hours escalation is as before', async () => {
    const s = await setup();
    await s.patch({ businessHours: { timeZone: 'Europe/Paris', weekly: weekdays('10:00', '17:00') } });
    const away = await s.chat({ message: 'Can I talk to a person?' });
    expect(away.body.answer).toContain('Leave your email through the support form');
    expect(away.body).not.toHaveProperty('ticketId');
    await s.patch({ businessHours: { timeZone: 'Europe/Paris', weekly: weekdays('09:00', '17:00') } });
    const open = await s.chat({ message: 'Can I talk to a person?' });
    expect(open.body).not.toHaveProperty('hours');
    expect(ticketsTable(t.server.deps).size).toBe(0);
  });
});

describe('consent', () => {
  it('is set through the site settings (text per language) and shown in the config', async () => {
    const s = await setup();
    const consent = { required: true, text: { en: 'We keep a chat id in your browser.', 'fr-CA': 'Nous gardons un identifiant.' } };
    expect((await s.patch({ consent })).body.site.consent).toEqual(consent);
    expect((await s.config()).body.consent).toEqual(consent);
  });

  it('a bad setting is a 400 naming the field', async () => {
    const s = await setup();
    for (const consent of [
      { required: 'yes', text: { en: 'x' } },
      { required: true, text: {} },
      { required: true, text: { 'not a tag': 'x' } },
      { required: true, text: { en: 'x'.repeat(401) } },
    ]) {
      const r = await s.patch({ consent });
      expect(r.status).toBe(400);
      expect(r.body.fields[0]).toMatch(/^consent/);
    }
  });

  it('when required, a turn that starts a thread needs consent true (400 CONSENT_REQUIRED); later turns do not', async () => {
    const s = await setup();
    await s.patch({ consent: { required: true, text: { en: 'OK?' } } });
    const refused = await s.chat({ message: 'hi' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED', fields: ['consent'] });
    expect((await s.chat({ message: 'hi', consent: 'yes' })).body.fields).toEqual(['consent']);
    const ok = await s.chat({ message: 'hi', consent: true });
    expect(ok.status).toBe(200);
    expect((await s.chat({ message: 'and then', visitorToken: ok.body.visitorToken })).status).toBe(200);
  });
});
