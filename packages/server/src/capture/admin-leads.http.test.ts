import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
let websiteId: string;
let keys: { test: string; live: string };
const ids: Record<string, string> = {};

const leadsPath = (query = '') => `/_admin/capture/websites/${websiteId}/leads?environment=test${query}`;
const leads = async (query = '', headers: Record<string, string> = {}) => (await t.request('GET', leadsPath(query), { headers })).body;
const patch = (id: string, json: unknown, headers: Record<string, string> = {}) =>
  t.request('PATCH', `/_admin/capture/leads/${id}`, { json, headers });

async function capture(name: string, json: Record<string, unknown>, environment: 'test' | 'live' = 'test'): Promise<void> {
  const r = await t.request('POST', '/v1/capture', { json, headers: { 'X-Api-Key': keys[environment] } });
  expect(r.status).toBe(201);
  ids[name] = r.body.id;
  t.clock.advance(60_000);
}

beforeEach(async () => {
  t = await startServer();
  const w = await t.request('POST', '/_admin/websites', {
    json: {
      name: 'Acme',
      members: [
        { sub: 'u_owner', name: 'Olivia', roles: ['manage', 'leads'] },
        { sub: 'u_sales', name: 'Sam', roles: ['leads'] },
        { sub: 'u_editor', name: 'Eddie', roles: ['publish'] },
      ],
    },
  });
  websiteId = w.body.website.id;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail: 'team@acme.example' } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
  const test = await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment: 'test' } });
  const live = await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment: 'live' } });
  keys = { test: test.body.plaintext, live: live.body.plaintext };
  await capture('ada', {
    form: 'contact',
    fields: { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Quote for the Analytical Engine' },
  });
  await capture('grace', {
    form: 'demo',
    fields: { firstName: 'Grace', lastName: 'Hopper', work_email: 'grace@navy.example', notes: 'COBOL training' },
  });
  await capture('zoe', { form: 'contact', fields: { full_name: 'Zoë Quinn', company: 'Quinn Games', phone: '+44 20 0000' } });
  await capture('katherine', { form: 'newsletter', fields: { email: 'kj@nasa.example' } }, 'live');
});
afterEach(() => t.close());

describe('leads inbox: scope and listing', () => {
  it('the scope is website and environment, newest first, with the form names of the scope', async () => {
    const body = await leads();
    expect(body.scope).toEqual({ websiteId, environment: 'test' });
    expect(body.leads.map((l: { id: string }) => l.id)).toEqual([ids.zoe, ids.grace, ids.ada]);
    expect(body.forms).toEqual(['contact', 'demo']);
    expect(body.total).toBe(3);
    const live = (await t.request('GET', `/_admin/capture/websites/${websiteId}/leads?environment=live`)).body;
    expect(live.leads.map((l: { id: string }) => l.id)).toEqual([ids.katherine]);
    expect(live.forms).toEqual(['newsletter']);
  });

  it('the environment must be chosen before the inbox opens', async () => {
    const r = await t.request('GET', `/_admin/capture/websites/${websiteId}/leads`);
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['environment']);
    expect((await t.request('GET', '/_admin/capture/websites/web_nope/leads?environment=test')).status).toBe(404);
  });

  it('a lead shows its contact picked from common field names, and its submitted fields', async () => {
    const byId = Object.fromEntries((await leads()).leads.map((l: { id: string }) => [l.id, l]));
    expect(byId[ids.ada!].contact).toEqual({ name: 'Ada Lovelace', email: 'ada@example.org', company: null, phone: null });
    expect(byId[ids.grace!].contact).toMatchObject({ name: 'Grace Hopper', email: 'grace@navy.example' });
    expect(byId[ids.zoe!].contact).toMatchObject({ name: 'Zoë Quinn', company: 'Quinn Games', phone: '+44 20 0000' });
    expect(byId[ids.zoe!].fields).toEqual({ full_name: 'Zoë Quinn', company: 'Quinn Games', phone: '+44 20 0000' });
    expect(byId[ids.ada!].status).toBe('unread');
    expect(byId[ids.ada!].assignee).toBeNull();
  });
});

describe('leads inbox: search and filters', () => {
  it('search matches every value whatever the field name, within the scope', async () => {
    expect((await leads('&q=cobol')).leads.map((l: { id: string }) => l.id)).toEqual([ids.grace]);
    expect((await leads('&q=quinn%20games')).leads.map((l: { id: string }) => l.id)).toEqual([ids.zoe]);
    expect((await leads('&q=zoe')).leads.map((l: { id: string }) => l.id)).toEqual([ids.zoe]);
    expect((await leads('&q=example')).total).toBe(2);
    expect((await leads('&q=nasa')).total).toBe(0);
  });

  it('form filter narrows to one form', async () => {
    expect((await leads('&form=contact')).leads.map((l: { id: string }) => l.id)).toEqual([ids.zoe, ids.ada]);
    expect((await leads('&form=contact&q=ada')).leads.map((l: { id: string }) => l.id)).toEqual([ids.ada]);
  });

  it('status filter: unread, active (open leads), closed (closed or archived), archived', async () => {
    await patch(ids.ada!, { status: 'active' });
    await patch(ids.grace!, { status: 'closed' });
    const idsOf = async (status: string) => (await leads(`&status=${status}`)).leads.map((l: { id: string }) => l.id);
    expect(await idsOf('unread')).toEqual([ids.zoe]);
    expect(await idsOf('active')).toEqual([ids.zoe, ids.ada]);
    expect(await idsOf('closed')).toEqual([ids.grace]);
    await patch(ids.grace!, { status: 'archived' });
    expect(await idsOf('closed')).toEqual([ids.grace]);
    expect(await idsOf('archived')).toEqual([ids.grace]);
    expect((await t.request('GET', leadsPath('&status=spam'))).status).toBe(400);
  });

  it('assignment filter: everyone, assigned to me, unassigned', async () => {
    await patch(ids.ada!, { assignee: 'u_sales' });
    await patch(ids.zoe!, { assignee: 'u_owner' });
    expect((await leads('&assignment=everyone')).total).toBe(3);
    expect((await leads('&assignment=me', { 'X-Identity-Sub': 'u_sales' })).leads.map((l: { id: string }) => l.id)).toEqual([ids.ada]);
    expect((await leads('&assignment=unassigned')).leads.map((l: { id: string }) => l.id)).toEqual([ids.grace]);
    const noIdentity = await t.request('GET', leadsPath('&assignment=me'));
    expect(noIdentity.status).toBe(400);
    expect(noIdentity.body.code).toBe('IDENTITY_REQUIRED');
  });

  it('an identity without the leads or manage role cannot open the inbox', async () => {
    const r = await t.request('GET', leadsPath(), { headers: { 'X-Identity-Sub': 'u_editor' } });
    expect(r.status).toBe(403);
    expect((await t.request('GET', leadsPath(), { headers: { 'X-Identity-Sub': 'u_sales' } })).status).toBe(200);
  });
});

describe('leads inbox: pagination', () => {
  it('walks every matching lead with the page token, with no repeats or gaps', async () => {
    for (let i = 0; i < 5; i++) await capture(`extra${i}`, { form: 'contact', fields: { n: String(i) } });
    const seen: string[] = [];
    let page: string | null = '';
    let pages = 0;
    while (page !== null) {
      const body = await leads(`&limit=3${page ? `&page=${page}` : ''}`);
      expect(body.leads.length).toBeLessThanOrEqual(3);
      seen.push(...body.leads.map((l: { id: string }) => l.id));
      page = body.nextPage;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    expect(seen).toEqual((await leads('&limit=100')).leads.map((l: { id: string }) => l.id));
  });

  it('a page token keeps its place when a newer lead arrives', async () => {
    const first = await leads('&limit=2');
    await capture('newest', { fields: { n: 'new' } });
    const second = await leads(`&limit=2&page=${first.nextPage}`);
    expect(second.leads.map((l: { id: string }) => l.id)).toEqual([ids.ada]);
    expect(second.nextPage).toBeNull();
  });

  it('a malformed page token or limit is a 400', async () => {
    expect((await t.request('GET', leadsPath('&page=%21%21'))).body.code).toBe('INVALID_CURSOR');
    for (const limit of ['0', '-1', 'x', '1.5'])
      expect((await t.request('GET', leadsPath(`&limit=${limit}`))).body.code).toBe('INVALID_LIMIT');
    expect((await leads('&limit=1000')).limit).toBe(100);
  });
});

describe('leads: status and assignment changes', () => {
  it('opening, closing, archiving and reopening a lead', async () => {
    const id = ids.ada!;
    expect((await patch(id, { status: 'active' })).body.lead.status).toBe('active');
    expect((await patch(id, { status: 'closed' })).body.lead.status).toBe('closed');
    expect((await patch(id, { status: 'archived' })).body.lead.status).toBe('archived');
    expect((await patch(id, { status: 'active' })).body.lead.status).toBe('active');
  });

  it('moves the design does not allow are 409 INVALID_TRANSITION', async () => {
    await patch(ids.ada!, { status: 'archived' });
    const r = await patch(ids.ada!, { status: 'unread' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('INVALID_TRANSITION');
    expect((await patch(ids.ada!, { status: 'deleted' })).status).toBe(400);
  });

  it('a lead is assigned only to a teammate with the leads role', async () => {
    const ok = await patch(ids.ada!, { assignee: 'u_sales' });
    expect(ok.status).toBe(200);
    expect(ok.body.lead.assignee).toBe('u_sales');
    for (const assignee of ['u_editor', 'u_stranger', 42]) {
      const r = await patch(ids.ada!, { assignee });
      expect(r.status, String(assignee)).toBe(400);
      expect(r.body.fields).toEqual(['assignee']);
    }
    expect((await patch(ids.ada!, { assignee: null })).body.lead.assignee).toBeNull();
  });

  it('an identity without access cannot change a lead', async () => {
    expect((await patch(ids.ada!, { status: 'active' }, { 'X-Identity-Sub': 'u_editor' })).status).toBe(403);
    expect((await patch(ids.ada!, { status: 'active' }, { 'X-Identity-Sub': 'u_sales' })).status).toBe(200);
  });

  it('a change needs a status or an assignee, and an unknown lead is 404', async () => {
    expect((await patch(ids.ada!, {})).status).toBe(400);
    expect((await patch('sub_nope', { status: 'active' })).status).toBe(404);
  });

  it('a lead can be read on its own with its permanent id', async () => {
    const r = await t.request('GET', `/_admin/capture/leads/${ids.ada}`);
    expect(r.body.lead).toMatchObject({ id: ids.ada, form: 'contact', contact: { name: 'Ada Lovelace' } });
  });
});

describe('leads export', () => {
  it('exports the current selection as JSON with the permanent id and everything retained', async () => {
    const ctx = await t.request('POST', '/v1/capture', {
      json: {
        form: 'contact',
        page: '/p',
        fields: { name: 'Ctx Person', message: 'with context' },
        context: { ip: '8.8.8.8', language: 'en' },
      },
      headers: { 'X-Api-Key': keys.test },
    });
    const r = await t.request('GET', `/_admin/capture/websites/${websiteId}/leads/export?environment=test&form=contact`);
    expect(r.status).toBe(200);
    expect(r.body.scope).toEqual({ websiteId, environment: 'test' });
    expect(r.body.filters).toMatchObject({ form: 'contact' });
    expect(r.body.count).toBe(3);
    expect(r.body.leads.map((l: { id: string }) => l.id)).toEqual([ctx.body.id, ids.zoe, ids.ada]);
    expect(r.body.leads[0]).toMatchObject({
      id: ctx.body.id,
      form: 'contact',
      page: '/p',
      fields: { name: 'Ctx Person', message: 'with context' },
      receivedAt: expect.any(String),
      context: { ip: '8.8.8.8', language: 'en' },
      device: null,
      // The core's built-in country table knows 8.8.8.8 as the offline database does.
      country: 'United States',
      countryCode: 'US',
      lead: { status: 'unread', assignee: null },
      notification: { status: 'accepted' },
      contact: { name: 'Ctx Person' },
    });
  });

  it('exports the same selection as CSV with the permanent id first, one column per field, formulas neutralised', async () => {
    const stored = await t.request('POST', '/v1/capture', {
      json: { form: 'contact', fields: { name: 'Eve, "the" tester', message: '=HYPERLINK("http://evil.example")' } },
      headers: { 'X-Api-Key': keys.test },
    });
    const r = await t.request('GET', `/_admin/capture/websites/${websiteId}/leads/export?environment=test&form=contact&format=csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="leads-${websiteId}-test.csv"`);
    const [header, first, ...rest] = r.text.split('\r\n');
    expect(header!.split(',').slice(0, 2)).toEqual(['id', 'receivedAt']);
    expect(header).toContain('field:name');
    expect(first!.startsWith(`${stored.body.id},`)).toBe(true);
    expect(first).toContain('"Eve, ""the"" tester"');
    expect(first).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(rest.filter((line) => line !== '')).toHaveLength(2);
  });

  it('an export format other than json or csv is 400 naming format', async () => {
    const r = await t.request('GET', `/_admin/capture/websites/${websiteId}/leads/export?environment=test&format=xml`);
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['format']);
  });

  it('the export follows search, status and assignment filters, not pagination', async () => {
    await patch(ids.ada!, { assignee: 'u_sales' });
    const r = await t.request('GET', `/_admin/capture/websites/${websiteId}/leads/export?environment=test&assignment=me&q=engine&limit=1`, {
      headers: { 'X-Identity-Sub': 'u_sales' },
    });
    expect(r.body.leads.map((l: { id: string }) => l.id)).toEqual([ids.ada]);
  });
});
