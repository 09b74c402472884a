import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockService } from './index.js';
import { createMockService } from './index.js';

const BASE = 'https://api.svc.test';

async function send(svc: MockService, method: string, path: string, headers: Record<string, string>, json?: unknown): Promise<Response> {
  const init: RequestInit = { method, headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) } };
  if (json !== undefined) init.body = JSON.stringify(json);
  return (await getResponse(svc.handlers, new Request(`${BASE}${path}`, init)))!;
}

describe('setup on seed "empty"', () => {
  it('content: a website, a collection, published and draft entries, a key per environment', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const made = await svc.setup.content({
      collection: { key: 'news', name: 'News' },
      entries: [
        { slug: 'first', title: 'First' },
        { slug: 'draft', title: 'Draft', publish: false },
      ],
    });
    expect(made.collection).toMatchObject({ key: 'news', name: 'News' });
    expect(made.entries.live.map((e) => [e.slug, e.status])).toEqual([
      ['first', 'published'],
      ['draft', 'draft'],
    ]);
    expect(made.entries.test.map((e) => e.slug)).toEqual(['first', 'draft']);
    const list = await send(svc, 'GET', `/v1/content/${made.websiteId}/news`, { 'x-api-key': made.keys.live });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: Array<{ slug: string }> }).items.map((i) => i.slug)).toEqual(['first']);
  });

  it('capture: an active site with a key per environment takes submissions, with the country of context.ip', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const { keys, site } = await svc.setup.capture({ site: { notificationEmail: 'leads@shop.example' } });
    expect(site.status).toBe('active');
    const r = await send(
      svc,
      'POST',
      '/v1/capture',
      { 'x-api-key': keys.live },
      { fields: { name: 'Ada' }, context: { ip: '81.2.69.142' } },
    );
    expect(r.status).toBe(201);
    const [submission] = await svc.state.submissions();
    expect(submission).toMatchObject({ environment: 'live', country: 'United Kingdom', countryCode: 'GB' });
    expect((await svc.state.outbox())[0]).toMatchObject({ to: 'leads@shop.example' });
  });

  it('engage: a site with modules, origins, identity mode, a form policy and knowledge, its key and console credentials', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const made = await svc.setup.engageSite({
      name: 'Bakery',
      allowedOrigins: ['https://bakery.example'],
      modules: { chat: true, forms: true, support: false },
      identityMode: 'anonymous',
      forms: { strict: false, policies: { contact: { requiredFields: ['email'], successMessage: 'Thanks!' } } },
      knowledge: {
        context: 'A bakery.',
        articles: [{ slug: 'hours', title: 'Opening hours', body: 'Open Monday to Saturday, 7:00 to 15:00.', tags: [] }],
      },
    });
    const headers = { 'x-api-key': made.publishableKey, origin: 'https://bakery.example' };
    const config = (await (await send(svc, 'GET', '/v1/engage/config', headers)).json()) as { name: string; modules: object };
    expect(config).toMatchObject({ name: 'Bakery', modules: { chat: true, forms: true, support: false } });
    const form = await send(svc, 'POST', '/v1/engage/forms/contact', headers, { fields: { email: 'ada@example.org', message: 'Hi' } });
    expect(await form.json()).toMatchObject({ success: true, successMessage: 'Thanks!' });
    const chat = (await (await send(svc, 'POST', '/v1/engage/chat', headers, { message: 'When are you open?' })).json()) as {
      answer: string;
    };
    expect(chat.answer).toContain('Monday to Saturday');
    const sites = await send(svc, 'GET', '/api/engage/sites', {
      'x-portal-key': made.console.portalKey,
      'x-identity-sub': made.console.identitySub,
    });
    expect(((await sites.json()) as { sites: Array<{ id: string }> }).sites.map((s) => s.id)).toEqual([made.site.id]);
  });

  it('engage: the knowledge context steers the assistant and is never quoted, even to a question sharing its words', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const context = 'Answer briefly and kindly, in British English, and point visitors to the right page of our website.';
    const made = await svc.setup.engageSite({
      name: 'Bakery',
      allowedOrigins: ['https://bakery.example'],
      knowledge: {
        context,
        articles: [{ slug: 'hours', title: 'Opening hours', body: 'Open Monday to Saturday, 7:00 to 15:00.', tags: [] }],
      },
    });
    const headers = { 'x-api-key': made.publishableKey, origin: 'https://bakery.example' };
    for (const message of ['Ping from visitor XYZ', 'Do you answer kindly in British English?', 'the right page of your website']) {
      const r = await send(svc, 'POST', '/v1/engage/chat', headers, { message });
      expect(r.status, message).toBe(200);
      const body = (await r.json()) as { answer: string; citations: unknown[] };
      expect(body.answer, message).not.toContain('British English');
      expect(body.answer, message).toMatch(/person/);
      expect(body.citations).toEqual([]);
    }
  });

  it('keys of every family and a portal key, each returned in plaintext with its record', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const website = await svc.setup.website({ name: 'Acme' });
    const content = await svc.setup.contentKey({ websiteId: website.id, environment: 'test' });
    await svc.setup.captureSite({ websiteId: website.id });
    const capture = await svc.setup.captureKey({ websiteId: website.id, environment: 'live' });
    const portal = await svc.setup.portalKey({ label: 'CI' });
    expect([content.key.slice(0, 8), capture.key.slice(0, 8), portal.key.slice(0, 4)]).toEqual(['ck_test_', 'sk_live_', 'ptk_']);
    expect([content.record.environment, capture.record.environment, portal.record.label]).toEqual(['test', 'live', 'CI']);
  });

  it('reset() removes what setup made; the seed stays exactly what it was (no helper key left behind)', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    const empty = await (await send(svc, 'GET', '/_admin/state', {})).json();
    await svc.setup.engageSite();
    await svc.state.tickets();
    await svc.reset();
    const after = (await (await send(svc, 'GET', '/_admin/state', {})).json()) as { tables: object };
    expect(after.tables).toEqual((empty as { tables: object }).tables);
    // Setup works again after the reset (a new console key is issued for it).
    expect((await svc.setup.engageSite()).publishableKey).toMatch(/^pk_live_/);
  });
});
