// The leads inbox rules without HTTP: the selection a query asks for (scope, search, filters, who may look), page
// sizes and tokens, newest-first keyset pages and their total, the export's format, file name and rows, and lead
// status moves and assignment.
import { describe, expect, it } from 'vitest';
import type { Refusal } from '../http/validation.js';
import { isRefusal, unrefused } from '../http/validation.js';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { MemoryStore } from '../ports/store.js';
import type { Website } from '../websites.js';
import { createWebsite } from '../websites.js';
import type { LeadSelection, LeadsQuery } from './admin-leads.js';
import {
  DEFAULT_LEADS_LIMIT,
  exportFileName,
  findLead,
  LeadsInbox,
  MAX_LEADS_LIMIT,
  readExportFormat,
  readLeadSelection,
  readLeadsLimit,
  readPageToken,
  updateLead,
} from './admin-leads.js';
import { encodePageToken } from './leads.js';
import type { LeadStatus, Submission } from './model.js';
import { submissionsTable } from './model.js';
import { initialNotification } from './notify.js';

const T = Date.UTC(2026, 2, 5, 8);

function setup() {
  const deps = { store: new MemoryStore(), clock: new AdjustableClock({ start: T, frozen: true }), ids: new SequentialIds() };
  const website = createWebsite(deps, {
    name: 'Acme',
    members: [
      { sub: 'ann', name: 'Ann', roles: ['leads'] },
      { sub: 'max', name: 'Max', roles: ['manage'] },
      { sub: 'pat', name: 'Pat', roles: ['publish'] },
    ],
  });
  let n = 0;
  const add = (over: Partial<Submission> & { status?: LeadStatus; assignee?: string | null } = {}): Submission => {
    n++;
    const { status = 'unread', assignee = null, ...rest } = over;
    return submissionsTable(deps).set({
      id: `sub_${String(n).padStart(3, '0')}`,
      websiteId: website.id,
      environment: 'live',
      form: 'contact',
      page: null,
      fields: { name: `Person ${n}`, email: `p${n}@example.org` },
      receivedAt: new Date(T + n * 1000).toISOString(),
      context: {},
      device: null,
      country: null,
      countryCode: null,
      ipRemovedAt: null,
      keyId: 'key_1',
      lead: { status, assignee, updatedAt: new Date(T).toISOString() },
      notification: { ...initialNotification(), status: 'accepted', to: 'team@acme.example', attempts: 1, providerId: 'p' },
      ...rest,
    });
  };
  const select = (query: LeadsQuery = {}): LeadSelection => unrefused(readLeadSelection(website, { environment: 'live', ...query }));
  return { deps, website, add, select, inbox: new LeadsInbox(deps) };
}

const refusalOf = (outcome: unknown) => {
  expect(isRefusal(outcome)).toBe(true);
  const r = outcome as Refusal;
  return { status: r.status, code: r.code, message: r.message, fields: r.fields };
};

describe('the selection a query asks for', () => {
  it('the environment scope is required', () => {
    const { website } = setup();
    expect(refusalOf(readLeadSelection(website, {}))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'environment must be "test" or "live"',
      fields: ['environment'],
    });
  });

  it('defaults: no search, every form, status all, assignment everyone', () => {
    const { select } = setup();
    expect(select()).toMatchObject({ environment: 'live', q: '', form: undefined, status: 'all', assignment: 'everyone', me: undefined });
    expect(select({ form: '' }).form).toBeUndefined();
  });

  it('search is at most 200 characters and a form filter at most 40', () => {
    const { website, select } = setup();
    expect(select({ q: 'q'.repeat(200) }).q).toHaveLength(200);
    expect(refusalOf(readLeadSelection(website, { environment: 'live', q: 'q'.repeat(201) }))).toMatchObject({
      message: 'q must be at most 200 characters',
      fields: ['q'],
    });
    expect(refusalOf(readLeadSelection(website, { environment: 'live', form: 'f'.repeat(41) }))).toMatchObject({
      message: 'form must be at most 40 characters',
      fields: ['form'],
    });
  });

  it('status and assignment filters name their allowed values', () => {
    const { website } = setup();
    expect(refusalOf(readLeadSelection(website, { environment: 'live', status: 'open' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'status must be one of all, unread, active, closed, archived',
      fields: ['status'],
    });
    expect(refusalOf(readLeadSelection(website, { environment: 'live', assignment: 'them' }))).toMatchObject({
      message: 'assignment must be one of everyone, me, unassigned',
      fields: ['assignment'],
    });
  });

  it('assignment=me needs an identity (IDENTITY_REQUIRED)', () => {
    const { website, select } = setup();
    expect(refusalOf(readLeadSelection(website, { environment: 'live', assignment: 'me' }))).toEqual({
      status: 400,
      code: 'IDENTITY_REQUIRED',
      message: 'assignment=me needs the X-Identity-Sub header',
      fields: ['assignment'],
    });
    expect(select({ assignment: 'me', identity: 'ann' }).me).toBe('ann');
  });

  it('a named identity needs the leads or manage role (403); without one the operator acts', () => {
    const { website, select } = setup();
    expect(isRefusal(select({ identity: 'ann' }))).toBe(false);
    expect(isRefusal(select({ identity: 'max' }))).toBe(false);
    expect(refusalOf(readLeadSelection(website, { environment: 'live', identity: 'pat' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    // Who may look is decided before what is asked.
    expect(refusalOf(readLeadSelection(website, { environment: 'live', identity: 'eve', status: 'bad' }))).toMatchObject({ status: 403 });
  });
});

describe('page size and page token', () => {
  it('absent is 25; above 100 is 100; 1 is the least', () => {
    expect(readLeadsLimit(undefined)).toBe(DEFAULT_LEADS_LIMIT);
    expect(readLeadsLimit('1')).toBe(1);
    expect(readLeadsLimit('100')).toBe(MAX_LEADS_LIMIT);
    expect(readLeadsLimit('101')).toBe(MAX_LEADS_LIMIT);
    expect(readLeadsLimit('999999')).toBe(MAX_LEADS_LIMIT);
    // Read like every list's limit (the Content API's rule): any whole number of at least 1, however written.
    expect(readLeadsLimit('1000000')).toBe(MAX_LEADS_LIMIT);
    expect(readLeadsLimit('010')).toBe(10);
  });

  it('zero, negatives, fractions and text are INVALID_LIMIT', () => {
    for (const text of ['0', '-1', '2.5', 'ten', '', '00']) {
      expect(refusalOf(readLeadsLimit(text)), text).toEqual({
        status: 400,
        code: 'INVALID_LIMIT',
        message: 'limit must be a positive integer',
        fields: ['limit'],
      });
    }
  });

  it("a page token is the last lead's position; anything else is INVALID_CURSOR", () => {
    const position = { receivedAt: new Date(T).toISOString(), id: 'sub_001' };
    expect(readPageToken(undefined)).toBeUndefined();
    expect(readPageToken(encodePageToken(position))).toEqual(position);
    expect(refusalOf(readPageToken('not a token!'))).toEqual({
      status: 400,
      code: 'INVALID_CURSOR',
      message: 'page token is malformed',
      fields: ['page'],
    });
  });
});

describe('pages of the inbox', () => {
  it('newest first, keyset pages that neither skip nor repeat, with the total and the forms of the scope', () => {
    const { add, select, inbox } = setup();
    const all = Array.from({ length: 5 }, (_, i) => add({ form: i % 2 ? 'quote' : 'contact' }));
    add({ environment: 'test' });
    const first = inbox.page(select(), undefined, 2);
    expect(first.leads.map((l) => l.id)).toEqual([all[4]!.id, all[3]!.id]);
    expect(first).toMatchObject({ total: 5, limit: 2, scope: { environment: 'live' } });
    expect(first.forms).toEqual(['contact', 'quote']);
    const second = inbox.page(select(), readPageToken(first.nextPage!) as never, 2);
    expect(second.leads.map((l) => l.id)).toEqual([all[2]!.id, all[1]!.id]);
    const last = inbox.page(select(), readPageToken(second.nextPage!) as never, 2);
    expect(last.leads.map((l) => l.id)).toEqual([all[0]!.id]);
    expect(last.nextPage).toBeNull();
  });

  it('a page exactly as long as what is left has no next page', () => {
    const { add, select, inbox } = setup();
    add();
    add();
    expect(inbox.page(select(), undefined, 2).nextPage).toBeNull();
  });

  it('filters by form, status, assignment and search, and counts only the matches', () => {
    const { add, select, inbox } = setup();
    const quote = add({ form: 'quote' });
    const closed = add({ status: 'closed' });
    const archived = add({ status: 'archived', assignee: 'ann' });
    const ada = add({ fields: { name: 'Ada Lovelace', email: 'ada@example.org' } });
    const ids = (query: LeadsQuery) => inbox.page(select(query), undefined, 25).leads.map((l) => l.id);
    expect(ids({ form: 'quote' })).toEqual([quote.id]);
    expect(ids({ status: 'closed' })).toEqual([archived.id, closed.id]);
    expect(ids({ status: 'archived' })).toEqual([archived.id]);
    expect(ids({ status: 'active' })).toEqual([ada.id, quote.id]);
    expect(ids({ assignment: 'me', identity: 'ann' })).toEqual([archived.id]);
    expect(ids({ assignment: 'unassigned' })).toEqual([ada.id, closed.id, quote.id]);
    expect(ids({ q: 'lovelace' })).toEqual([ada.id]);
    expect(inbox.total(select({ status: 'closed' }))).toBe(2);
  });

  it('a lead shows its contact picked from the submitted fields', () => {
    const { add, select, inbox } = setup();
    add({ fields: { full_name: 'Zoë Quinn', company: 'Quinn Games' } });
    expect(inbox.page(select(), undefined, 1).leads[0]).toMatchObject({
      contact: { name: 'Zoë Quinn', company: 'Quinn Games', email: null },
      status: 'unread',
      notification: 'accepted',
    });
  });
});

describe('the export', () => {
  it('json is the default, csv the other choice; anything else is a problem naming format', () => {
    expect(readExportFormat(undefined)).toBe('json');
    expect(readExportFormat('csv')).toBe('csv');
    expect(refusalOf(readExportFormat('xlsx'))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'format must be json or csv',
      fields: ['format'],
    });
  });

  it('a CSV export is offered as a file named after its scope', () => {
    const { select, website } = setup();
    expect(exportFileName(select())).toBe(`leads-${website.id}-live.csv`);
  });

  it('exports every lead of the selection (no page limit) with its filters, as JSON or CSV rows', () => {
    const { add, select, inbox } = setup();
    for (let i = 0; i < 30; i++) add();
    add({ form: 'quote', fields: { name: 'Eve, "the" tester', message: '=HYPERLINK("x")' } });
    const json = inbox.exportJson(select());
    expect(json).toMatchObject({ count: 31, exportedAt: new Date(T).toISOString(), filters: { q: '', form: null, status: 'all' } });
    expect(json.leads[0]).toMatchObject({ form: 'quote', contact: { name: 'Eve, "the" tester' } });
    const csv = inbox.exportCsv(select({ form: 'quote' })).split('\r\n');
    expect(csv[0]!.startsWith('id,receivedAt,environment,form,')).toBe(true);
    expect(csv[0]!.endsWith(',field:name,field:message')).toBe(true);
    expect(csv).toHaveLength(3); // header, one row, the closing line break
    expect(csv[1]).toContain('"Eve, ""the"" tester"');
    expect(csv[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('a lead: read, move, assign', () => {
  it('an unknown lead is 404; a named identity without the leads or manage role is 403', () => {
    const { deps, add } = setup();
    const lead = add();
    expect(refusalOf(findLead(deps, 'sub_nope', undefined))).toMatchObject({ status: 404, message: 'lead not found' });
    expect(refusalOf(findLead(deps, lead.id, 'pat'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(findLead(deps, lead.id, 'ann')).toMatchObject({ submission: { id: lead.id } });
  });

  it('a change gives a status, an assignee, or both; one problem naming both properties', () => {
    const { deps, add, website } = setup();
    const found = { submission: add(), website };
    expect(refusalOf(updateLead(deps, found, {}))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'give a status, an assignee, or both',
      fields: ['status', 'assignee'],
    });
  });

  it('moves along the lead moves only, and stamps the change', () => {
    const { deps, add, website } = setup();
    const found = { submission: add({ status: 'archived' }), website };
    expect(refusalOf(updateLead(deps, found, { status: 'unread' }))).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'a lead cannot move from archived to unread',
    });
    expect(refusalOf(updateLead(deps, found, { status: 'gone' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'status must be one of unread, active, closed, archived',
      fields: ['status'],
    });
    deps.clock.advance(60_000);
    expect(updateLead(deps, found, { status: 'active' })).toMatchObject({
      lead: { status: 'active', updatedAt: new Date(T + 60_000).toISOString() },
    });
  });

  it('assigns to a member with the leads role, or to no one', () => {
    const { deps, add, website } = setup();
    const found = { submission: add(), website };
    for (const assignee of ['max', 'pat', 'nobody', 5]) {
      expect(refusalOf(updateLead(deps, found, { assignee })), String(assignee)).toMatchObject({
        message: 'assignee must be a website member with the leads role',
        fields: ['assignee'],
      });
    }
    expect(updateLead(deps, found, { assignee: 'ann' })).toMatchObject({ lead: { assignee: 'ann', status: 'unread' } });
    const again = { submission: submissionsTable(deps).get(found.submission.id)!, website: website as Website };
    expect(updateLead(deps, again, { assignee: null })).toMatchObject({ lead: { assignee: null } });
  });
});
