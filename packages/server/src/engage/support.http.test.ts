import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { ticketsTable } from './model.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

// Black-box tests through the contract check (and the Node adapter with SVC_TARGET=node) are slower than unit tests.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

async function setup() {
  t = await startServer();
  const created = await createTestSite(t.server.deps);
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const send = (json: unknown, extra: Record<string, string> = {}) =>
    t.request('POST', '/v1/engage/support', { headers: { ...headers, ...extra }, json });
  return { ...created, headers, send };
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'My booking confirmation never arrived.' };

describe('POST /v1/engage/support', () => {
  it('creates an open ticket with source support: 201 with its ticketId', async () => {
    const s = await setup();
    const r = await s.send({ ...valid, phone: '+44 1', category: 'bookings', subject: 'Missing confirmation', page: '/help' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ success: true, ticketId: expect.stringMatching(/^tkt_/) });
    expect(ticketsTable(t.server.deps).get(r.body.ticketId)).toMatchObject({
      siteId: s.site.id,
      source: 'support',
      form: null,
      status: 'open',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+44 1',
      category: 'bookings',
      subject: 'Missing confirmation',
      message: 'My booking confirmation never arrived.',
      page: '/help',
      fields: {},
      conversationId: null,
      replies: [],
    });
  });

  it('category defaults to general and subject to the first 80 characters of the message', async () => {
    const s = await setup();
    const message = `${'word '.repeat(20)}and the rest of a long message`;
    const r = await s.send({ name: 'Ada', email: 'ada@example.org', message });
    const ticket = ticketsTable(t.server.deps).get(r.body.ticketId)!;
    expect(ticket.category).toBe('general');
    expect(ticket.subject).toBe(message.slice(0, 80).trim());
    expect(ticket.phone).toBeNull();
    expect(ticket.page).toBeNull();
  });

  it('a missing or invalid name or email is 400 NAME_AND_EMAIL_REQUIRED "name and a valid email are required"', async () => {
    const s = await setup();
    const cases = [
      { email: 'ada@example.org', message: 'hi' },
      { name: '  ', email: 'ada@example.org', message: 'hi' },
      { name: 42, email: 'ada@example.org', message: 'hi' },
      { name: 'Ada', message: 'hi' },
      { name: 'Ada', email: 'not-an-email', message: 'hi' },
      { name: 'Ada', email: 'ada@example', message: 'hi' },
    ];
    for (const json of cases) {
      const r = await s.send(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body).toMatchObject({ code: 'NAME_AND_EMAIL_REQUIRED', message: 'name and a valid email are required' });
    }
  });

  it('a missing or blank message is 400 MESSAGE_REQUIRED "message is required"', async () => {
    const s = await setup();
    for (const message of [undefined, '', '   ', 12]) {
      const r = await s.send({ name: 'Ada', email: 'ada@example.org', message });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'MESSAGE_REQUIRED', message: 'message is required' });
    }
  });

  it('a missing, invalid or over-long name answers exactly "name and a valid email are required", naming name in fields', async () => {
    const s = await setup();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['missing', { email: 'ada@example.org', message: 'hi' }],
      ['invalid (not a string)', { name: 42, email: 'ada@example.org', message: 'hi' }],
      ['invalid (control characters)', { name: 'Ada\u0007', email: 'ada@example.org', message: 'hi' }],
      ['over-long (121 characters)', { name: 'n'.repeat(121), email: 'ada@example.org', message: 'hi' }],
    ];
    for (const [what, json] of cases) {
      const r = await s.send(json);
      expect(r.status, what).toBe(400);
      expect(r.body, what).toMatchObject({ success: false, code: 'NAME_AND_EMAIL_REQUIRED', fields: ['name'] });
      expect(r.body.message, what).toBe('name and a valid email are required');
    }
    expect((await s.send({ ...valid, name: 'n'.repeat(120) })).status).toBe(201);
  });

  it('a missing, invalid or over-long email answers exactly "name and a valid email are required", naming email in fields', async () => {
    const s = await setup();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['missing', { name: 'Ada', message: 'hi' }],
      ['invalid', { name: 'Ada', email: 'not-an-email', message: 'hi' }],
      ['over-long (161 characters)', { name: 'Ada', email: `${'e'.repeat(149)}@example.org`, message: 'hi' }],
    ];
    for (const [what, json] of cases) {
      const r = await s.send(json);
      expect(r.status, what).toBe(400);
      expect(r.body, what).toMatchObject({ success: false, code: 'NAME_AND_EMAIL_REQUIRED', fields: ['email'] });
      expect(r.body.message, what).toBe('name and a valid email are required');
    }
  });

  it('an email over 160 characters is an invalid email: 400 "name and a valid email are required"; at 160 it is accepted', async () => {
    const s = await setup();
    const email = (n: number) => `${'e'.repeat(n - 12)}@example.org`;
    expect((await s.send({ ...valid, email: email(160) })).status).toBe(201);
    const r = await s.send({ ...valid, email: email(161) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'NAME_AND_EMAIL_REQUIRED', message: 'name and a valid email are required', fields: ['email'] });
  });

  it('each field other than name and email over its bound is 400 VALIDATION_FAILED naming it; at the bound it is accepted', async () => {
    const s = await setup();
    const bounds: Array<[string, number, (n: number) => string]> = [
      ['message', 5000, (n) => 'm'.repeat(n)],
      ['phone', 30, (n) => '1'.repeat(n)],
      ['category', 40, (n) => 'c'.repeat(n)],
      ['subject', 200, (n) => 's'.repeat(n)],
      ['page', 300, (n) => 'p'.repeat(n)],
    ];
    for (const [field, max, make] of bounds) {
      const ok = await s.send({ ...valid, [field]: make(max) });
      expect(ok.status, `${field} at ${max}`).toBe(201);
      const r = await s.send({ ...valid, [field]: make(max + 1) });
      expect(r.status, `${field} over ${max}`).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(r.body.fields).toEqual([field]);
      expect(r.body.message).toBe(`${field} must be at most ${max.toLocaleString('en-US')} characters`);
    }
  });

  it('an optional field of the wrong type is 400 VALIDATION_FAILED naming it', async () => {
    const s = await setup();
    const r = await s.send({ ...valid, phone: 123 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['phone'] });
  });

  it('a body that is not a JSON object is 400 VALIDATION_FAILED', async () => {
    const s = await setup();
    const r = await t.request('POST', '/v1/engage/support', { headers: { ...s.headers, 'content-type': 'application/json' }, body: '[]' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
  });

  it('conversationId links the ticket to a chat thread of this site', async () => {
    const s = await setup();
    const chat = await t.request('POST', '/v1/engage/chat', { headers: s.headers, json: { message: 'hello' } });
    const r = await s.send({ ...valid, conversationId: chat.body.conversationId });
    expect(r.status).toBe(201);
    expect(ticketsTable(t.server.deps).get(r.body.ticketId)!.conversationId).toBe(chat.body.conversationId);
  });

  it('a conversationId that is not a thread of this site is 400 VALIDATION_FAILED naming it', async () => {
    const s = await setup();
    const other = await createTestSite(t.server.deps);
    const theirs = await t.request('POST', '/v1/engage/chat', { headers: { 'x-api-key': other.key }, json: { message: 'hello' } });
    for (const conversationId of ['conv_nope', theirs.body.conversationId]) {
      const r = await s.send({ ...valid, conversationId });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['conversationId'] });
    }
    expect(ticketsTable(t.server.deps).size).toBe(0);
  });
});

describe('POST /v1/engage/support: Idempotency-Key', () => {
  it('the same key and content gives 200 with the original ticketId and duplicate true', async () => {
    const s = await setup();
    const key = { 'idempotency-key': 'support-0001' };
    const first = await s.send(valid, key);
    const again = await s.send({ message: valid.message, email: valid.email, name: valid.name }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, ticketId: first.body.ticketId, duplicate: true });
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });

  it('the same key with different content is 409 IDEMPOTENCY_CONFLICT', async () => {
    const s = await setup();
    const key = { 'idempotency-key': 'support-0002' };
    await s.send(valid, key);
    const r = await s.send({ ...valid, message: 'something else' }, key);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });

  it('a malformed key is ignored', async () => {
    const s = await setup();
    await s.send(valid, { 'idempotency-key': 'bad key!' });
    const r = await s.send(valid, { 'idempotency-key': 'bad key!' });
    expect(r.status).toBe(201);
    expect(ticketsTable(t.server.deps).size).toBe(2);
  });

  it('concurrent identical requests with one key store exactly one ticket', async () => {
    const s = await setup();
    const key = { 'idempotency-key': 'support-0003' };
    const results = await Promise.all([s.send(valid, key), s.send(valid, key), s.send(valid, key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.ticketId)).size).toBe(1);
    expect(ticketsTable(t.server.deps).size).toBe(1);
  });
});
