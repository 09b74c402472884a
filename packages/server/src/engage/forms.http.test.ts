import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { ticketsTable } from './model.js';
import type { TestSiteOverrides } from './test-support.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

// Black-box tests through the contract check (and the Node adapter with SVC_TARGET=node) are slower than unit tests.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

async function setup(overrides: TestSiteOverrides = {}) {
  t = await startServer();
  const created = await createTestSite(t.server.deps, overrides);
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const submit = async (form: string, json: unknown, extra: Record<string, string> = {}) => {
    const r = await t.request('POST', `/v1/engage/forms/${form}`, { headers: { ...headers, ...extra }, json });
    return r;
  };
  return { ...created, headers, submit };
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '+44 20 7946 0000',
  subject: 'Quote',
  message: 'Could you send me a quote?',
};

describe('POST /v1/engage/forms/:form', () => {
  it('stores the submission as an open ticket with source form, the label, contact, subject, message and page: 201', async () => {
    const s = await setup();
    const r = await s.submit('contact', { fields: { ...contact, budget: 5000 }, page: '/contact' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ success: true, id: expect.stringMatching(/^tkt_/) });
    expect(r.headers.get('ratelimit-remaining')).toBe('119');
    const ticket = ticketsTable(t.server.deps).get(r.body.id)!;
    expect(ticket).toMatchObject({
      siteId: s.site.id,
      source: 'form',
      form: 'contact',
      status: 'open',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+44 20 7946 0000',
      subject: 'Quote',
      message: 'Could you send me a quote?',
      category: null,
      page: '/contact',
      conversationId: null,
      replies: [],
    });
    expect(ticket.fields).toEqual({ ...contact, budget: '5000' });
  });

  it('the message comes from fields.notes when there is no fields.message', async () => {
    const s = await setup();
    const r = await s.submit('callback', { fields: { name: 'Ada', notes: 'Call me after 5' } });
    expect(ticketsTable(t.server.deps).get(r.body.id)).toMatchObject({ message: 'Call me after 5', email: null, subject: null });
  });

  it('honeypot fields website, url and homepage are dropped before the 24-field cut', async () => {
    const s = await setup();
    const fields: Record<string, string> = { website: 'spam.example', url: 'http://spam', homepage: 'x', ' Website': 'y' };
    for (let i = 1; i <= 24; i++) fields[`f${i}`] = `v${i}`;
    const r = await s.submit('contact', { fields });
    const stored = ticketsTable(t.server.deps).get(r.body.id)!.fields;
    expect(Object.keys(stored)).toHaveLength(24);
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('url');
    expect(stored).not.toHaveProperty('homepage');
    expect(stored.f24).toBe('v24');
  });

  it('at most 24 fields are kept in object order, names and values sanitised as in Form Capture', async () => {
    const s = await setup();
    const fields: Record<string, unknown> = {};
    for (let i = 1; i <= 30; i++) fields[`field${i}`] = i;
    fields.field1 = 'x'.repeat(2500);
    fields.field2 = { nested: true };
    fields.field3 = null;
    const r = await s.submit('contact', { fields: { 'na me!': 'Ada', ...fields } });
    const stored = ticketsTable(t.server.deps).get(r.body.id)!.fields;
    expect(Object.keys(stored)).toHaveLength(23);
    expect(stored.name).toBe('Ada');
    expect(stored.field1).toHaveLength(2000);
    expect(stored.field2).toBe('{"nested":true}');
    expect(stored).not.toHaveProperty('field3');
    expect(stored).not.toHaveProperty('field24');
  });

  it('missing fields, an empty object, only honeypots or only blanks is 400 FIELDS_REQUIRED "fields are required"', async () => {
    const s = await setup();
    for (const json of [
      {},
      { fields: {} },
      { fields: { website: 'x', url: 'y' } },
      { fields: { a: null } },
      { fields: { a: '  ' } },
      { fields: 'text' },
    ]) {
      const r = await s.submit('contact', json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body).toMatchObject({ code: 'FIELDS_REQUIRED', message: 'fields are required' });
    }
    const empty = await t.request('POST', '/v1/engage/forms/contact', { headers: s.headers, body: '' });
    expect(empty.body.code).toBe('FIELDS_REQUIRED');
    expect(ticketsTable(t.server.deps).size).toBe(0);
  });

  it('a body that is not a JSON object is 400 VALIDATION_FAILED', async () => {
    const s = await setup();
    for (const body of ['[1]', '{oops']) {
      const r = await t.request('POST', '/v1/engage/forms/contact', {
        headers: { ...s.headers, 'content-type': 'application/json' },
        body,
      });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a form label over 40 characters is 400 VALIDATION_FAILED naming form; 40 is accepted', async () => {
    const s = await setup();
    expect((await s.submit('f'.repeat(40), { fields: { a: 'b' } })).status).toBe(201);
    const r = await s.submit('f'.repeat(41), { fields: { a: 'b' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['form'] });
  });

  it('page over 300 characters is 400 VALIDATION_FAILED naming page; 300 is accepted', async () => {
    const s = await setup();
    expect((await s.submit('contact', { fields: { a: 'b' }, page: 'p'.repeat(300) })).status).toBe(201);
    const r = await s.submit('contact', { fields: { a: 'b' }, page: 'p'.repeat(301) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['page'] });
  });
});

describe('POST /v1/engage/forms/:form: form policies', () => {
  const forms = {
    strict: false,
    policies: {
      quote: { requiredFields: ['email', 'budget'], successMessage: 'Thanks! We reply within one working day.' },
      newsletter: {},
    },
  };

  it('configured required fields that are missing or blank are 400 REQUIRED_FIELDS_MISSING listing them', async () => {
    const s = await setup({ forms });
    const r = await s.submit('quote', { fields: { name: 'Ada', budget: ' ' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'REQUIRED_FIELDS_MISSING',
      message: 'required fields are missing: email, budget',
      fields: ['email', 'budget'],
    });
    expect(ticketsTable(t.server.deps).size).toBe(0);
  });

  it("a configured policy's successMessage comes back on success", async () => {
    const s = await setup({ forms });
    const r = await s.submit('quote', { fields: { email: 'ada@example.org', budget: '5k' } });
    expect(r.status).toBe(201);
    expect(r.body.successMessage).toBe('Thanks! We reply within one working day.');
    const plain = await s.submit('newsletter', { fields: { email: 'ada@example.org' } });
    expect(plain.body).not.toHaveProperty('successMessage');
  });

  it('without strict mode an unconfigured label is stored without a successMessage', async () => {
    const s = await setup({ forms });
    const r = await s.submit('anything', { fields: { a: 'b' } });
    expect(r.status).toBe(201);
    expect(r.body).not.toHaveProperty('successMessage');
  });

  it('strict mode: a label without a policy is 400 FORM_NOT_CONFIGURED "this form is not configured for this site"', async () => {
    const s = await setup({ forms: { ...forms, strict: true } });
    const r = await s.submit('contact', { fields: { a: 'b' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'FORM_NOT_CONFIGURED', message: 'this form is not configured for this site' });
    expect((await s.submit('newsletter', { fields: { a: 'b' } })).status).toBe(201);
    // Inherited object keys are not policies.
    expect((await s.submit('constructor', { fields: { a: 'b' } })).status).toBe(400);
  });
});

describe('POST /v1/engage/forms/:form: Idempotency-Key', () => {
  it('the same key and content gives 200 with the original id and duplicate true, storing one ticket', async () => {
    const s = await setup({ forms: { strict: false, policies: { contact: { successMessage: 'Thanks!' } } } });
    const key = { 'idempotency-key': 'form-retry-0001' };
    const first = await s.submit('contact', { fields: { email: 'a@example.org', name: 'Ada' }, page: '/c' }, key);
    const again = await s.submit('contact', { page: '/c', fields: { name: 'Ada', email: 'a@example.org' } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, id: first.body.id, duplicate: true, successMessage: 'Thanks!' });
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });

  it('the same key with different content is 409 IDEMPOTENCY_CONFLICT', async () => {
    const s = await setup();
    const key = { 'idempotency-key': 'form-retry-0002' };
    await s.submit('contact', { fields: { name: 'Ada' } }, key);
    const r = await s.submit('contact', { fields: { name: 'Grace' } }, key);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', message: 'this idempotency key was already used with different content' });
    const otherForm = await s.submit('quote', { fields: { name: 'Ada' } }, key);
    expect(otherForm.status).toBe(409);
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });

  it('a malformed key is ignored: each request stores a ticket', async () => {
    const s = await setup();
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const a = await s.submit('contact', { fields: { name: 'Ada' } }, { 'idempotency-key': bad });
      const b = await s.submit('contact', { fields: { name: 'Ada' } }, { 'idempotency-key': bad });
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
    }
    expect(ticketsTable(t.server.deps).size).toBe(6);
  });

  it('keys are scoped per site', async () => {
    const s = await setup();
    const other = await createTestSite(t.server.deps);
    const key = { 'idempotency-key': 'shared-key-0001' };
    await s.submit('contact', { fields: { name: 'Ada' } }, key);
    const r = await t.request('POST', '/v1/engage/forms/contact', {
      headers: { 'x-api-key': other.key, ...key },
      json: { fields: { name: 'Ada' } },
    });
    expect(r.status).toBe(201);
    expect(ticketsTable(t.server.deps).size).toBe(2);
  });
});
