// POST /_admin/requests/expect: verification over the journal, with near misses, for the server and every world.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { DemoCredentials } from '../ports/demo.js';

let t: TestServer;
let demo: DemoCredentials;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
  demo = t.server.demo!;
});
afterEach(() => t.close());

const capture = (json: unknown, base = '') =>
  t.request('POST', `${base}/v1/capture`, { headers: { 'x-api-key': demo.capture.keys.test }, json });
const expectation = (json: unknown, base = '') => t.request('POST', `${base}/_admin/requests/expect`, { json });

describe('a capture sent without fields, its 400 swallowed by the code', () => {
  it("fails verification with the service's reason and the fix, the refused request first among the closest", async () => {
    expect((await capture({ form: 'contact' })).status).toBe(400);
    const r = await expectation({ operation: 'createCapture', body: { fields: { email: 'ada@example.org' } } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, code: 'EXPECTATION_FAILED', matched: 0 });
    expect(r.body.message).toContain(
      'expected createCapture with body {"fields":{"email":"ada@example.org"}} once or more; 0 of 1 request matched.',
    );
    expect(r.body.message).toContain('POST /v1/capture (createCapture) → 400 FIELDS_REQUIRED "fields are required"');
    expect(r.body.message).toContain("refused as the caller's mistake; fix: send fields as an object with at least one value");
    expect(r.body.message).toContain('body.fields: expected {"email":"ada@example.org"}, got nothing');
    const [miss] = r.body.nearMisses;
    expect(miss.request).toMatchObject({
      operationId: 'createCapture',
      status: 400,
      code: 'FIELDS_REQUIRED',
      reason: 'fields are required',
      fields: ['fields'],
      callerMistake: true,
      fix: 'send fields as an object with at least one value',
      fault: null,
      body: { form: 'contact' },
    });
    expect(miss.differences).toEqual([
      { field: 'callerMistake', expected: 'false', actual: 'true', missing: false },
      { field: 'body.fields', expected: '{"email":"ada@example.org"}', actual: null, missing: true },
    ]);
    expect(miss.request.bodyText).toBeNull();
  });

  it('a refused request never matches, even with the body expected (a wrong key)', async () => {
    await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': 'sk_test_nosuchkey0000000000' },
      json: { fields: { email: 'a@b.org' } },
    });
    const r = await expectation({ operation: 'createCapture', body: { fields: { email: 'a@b.org' } } });
    expect(r.status).toBe(409);
    expect(r.body.nearMisses[0].request).toMatchObject({ status: 401, code: 'INVALID_KEY', callerMistake: true });
    expect(r.body.nearMisses[0].differences).toEqual([
      { field: 'callerMistake', expected: 'false', actual: 'true', missing: false },
      { field: 'body', expected: '{"fields":{"email":"a@b.org"}}', actual: null, missing: true },
    ]);
    expect(r.body.message).toContain('   body: not recorded (answered 401 before it was read)');
  });
});

describe('expectations that hold', () => {
  it('answers 200 with how many matched and the matching requests, oldest first, bodies parsed', async () => {
    await capture({ form: 'contact', fields: { email: 'ada@example.org', name: 'Ada' } });
    await capture({ form: 'contact', fields: { email: 'bob@example.org' } });
    const r = await expectation({ operation: 'createCapture', body: { fields: { email: 'ada@example.org' } } });
    expect(r.status).toBe(200);
    expect(r.body.matched).toBe(1);
    expect(r.body.requests).toEqual([
      expect.objectContaining({
        operationId: 'createCapture',
        status: 201,
        body: { form: 'contact', fields: { email: 'ada@example.org', name: 'Ada' } },
      }),
    ]);
    const all = await expectation({ operation: 'createCapture', times: 2 });
    expect([all.status, all.body.matched]).toEqual([200, 2]);
    expect(all.body.requests.map((e: { body: { fields: { email: string } } }) => e.body.fields.email)).toEqual([
      'ada@example.org',
      'bob@example.org',
    ]);
  });

  it('times: 0 holds when none was sent, and fails listing the ones that were', async () => {
    expect((await expectation({ operation: 'createSupportTicket', times: 0 })).status).toBe(200);
    await capture({ fields: { email: 'ada@example.org' } });
    const r = await expectation({ operation: 'createCapture', times: 0 });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(
      /^expected no createCapture request; 1 of 1 request matched\.\nMatched:\n1\. POST \/v1\/capture \(createCapture\) → 201 \[req_/,
    );
    expect(r.body.nearMisses).toEqual([{ request: expect.objectContaining({ status: 201 }), differences: [] }]);
  });

  it("near misses leave out the test's own test-control calls unless one of those is expected", async () => {
    await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'rate_limit', times: 1 } });
    const r = await expectation({ operation: 'createCapture' });
    expect([r.status, r.body.nearMisses]).toEqual([409, []]);
    expect(r.body.message).toBe('expected createCapture once or more; 0 of 1 request matched.');
    const control = await expectation({ operation: 'adminListFaults' });
    expect(control.body.nearMisses[0].request.operationId).toBe('adminInjectFault');
  });

  it('too few: says how many matched of how many, and shows the closest of the others', async () => {
    await capture({ fields: { email: 'ada@example.org' } });
    await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': demo.engage.publishableKey } });
    const r = await expectation({ operation: 'createCapture', times: 2 });
    expect(r.status).toBe(409);
    expect(r.body.message.split('\n')[0]).toBe('expected createCapture 2 times; 1 of 2 requests matched.');
    expect(r.body.nearMisses[0].differences).toEqual([
      { field: 'operation', expected: '"createCapture"', actual: '"getEngageConfig"', missing: false },
    ]);
  });

  it('an empty journal says nothing was sent', async () => {
    const r = await expectation({ operation: 'createCapture' });
    expect(r.body.message).toBe('expected createCapture once or more; 0 of 0 requests matched (nothing was sent).');
    expect(r.body.nearMisses).toEqual([]);
  });
});

describe('what verification counts and shows', () => {
  it("never counts the test console's own calls, nor its own verifications", async () => {
    await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test, 'x-svc-console': '1' },
      json: { fields: { email: 'ada@example.org' } },
    });
    await t.request('POST', '/_admin/websites', {
      headers: { 'x-svc-console': '1' },
      json: { name: 'Console', members: [{ sub: 'u', roles: ['manage'] }] },
    });
    await expectation({ operation: 'createCapture' });
    const r = await expectation({ operation: 'adminCreateWebsite' });
    expect(r.body.message).toContain('0 of 1 request matched');
    const expectations = await expectation({ operation: 'adminExpectRequests' });
    expect(expectations.status).toBe(409);
  });

  it('bodies are matched as sent and shown redacted (a secret-named property, a key-shaped value)', async () => {
    const secret = 'sk_test_abcdefghijklmnop';
    await capture({ fields: { email: 'ada@example.org', password: 'hunter2', note: secret } });
    const ok = await expectation({ operation: 'createCapture', body: { fields: { password: 'hunter2', note: secret } } });
    expect(ok.status).toBe(200);
    expect(ok.body.requests[0].body.fields).toEqual({ email: 'ada@example.org', password: '[redacted]', note: 'sk_test_[redacted]' });
    const miss = await expectation({ operation: 'createCapture', body: { fields: { password: 'swordfish' } } });
    expect(miss.body.nearMisses[0].differences).toEqual([
      { field: 'body.fields.password', expected: '"swordfish"', actual: '"[redacted]"', missing: false },
    ]);
    expect(miss.text).not.toContain('hunter2');
  });

  it('a body that is not a JSON object is kept as its text, and never matches an object', async () => {
    await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test, 'content-type': 'text/plain' },
      body: 'email=ada@example.org',
    });
    const r = await expectation({ operation: 'createCapture', body: { email: 'ada@example.org' } });
    expect(r.body.nearMisses[0].request).toMatchObject({ status: 415, body: null, bodyText: 'email=ada@example.org' });
  });

  it('arrays match element by element with the same length', async () => {
    await t.request('POST', '/_admin/websites', { json: { name: 'Studio', members: [{ sub: 'u1', roles: ['manage', 'leads'] }] } });
    const ok = await expectation({ operation: 'adminCreateWebsite', body: { members: [{ roles: ['manage', 'leads'] }] } });
    expect(ok.status).toBe(200);
    const shorter = await expectation({ operation: 'adminCreateWebsite', body: { members: [{ roles: ['manage'] }] } });
    expect(shorter.body.nearMisses[0].differences).toEqual([
      { field: 'body.members[0].roles', expected: '["manage"]', actual: '["manage","leads"]', missing: false },
    ]);
  });

  it('a report stays within the error message bound, cutting the closest requests it cannot show', async () => {
    const long = 'x'.repeat(400);
    for (let i = 0; i < 4; i++) await capture({ form: `f${i}`, fields: { a: long, b: long, c: long, d: long, e: long } });
    const r = await expectation({ operation: 'createCapture', body: { fields: { a: 1, b: 2, c: 3, d: 4, e: 5 } } });
    expect(r.status).toBe(409);
    expect(r.body.message.length).toBeLessThanOrEqual(1000);
    expect(r.body.nearMisses).toHaveLength(3);
    expect(r.body.message).toContain('and 1 more differences');
  });
});

describe('bad expectations', () => {
  it('an unknown field is a 400 naming it; so are an operation that is not an operationId and a bad times', async () => {
    const unknown = await expectation({ operation: 'createCapture', count: 2 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['count'] });
    expect(unknown.body.message).toBe('unknown expectation field: count (it has operation, times, body)');
    const bad = await expectation({ operation: 'POST /v1/capture', times: -1, body: ['fields'] });
    expect([bad.status, bad.body.fields]).toEqual([400, ['operation', 'body', 'times']]);
    const notObject = await t.request('POST', '/_admin/requests/expect', { json: ['createCapture'] });
    expect(notObject.status).toBe(400);
  });
});

describe('in a world', () => {
  it('each world verifies its own requests, and the root its own', async () => {
    const created = await t.request('POST', '/_admin/worlds', { json: { seed: 'demo' } });
    const base = `/w/${created.body.world.id}`;
    const worldDemo = created.body.demo as DemoCredentials;
    await t.request('POST', `${base}/v1/capture`, { headers: { 'x-api-key': worldDemo.capture.keys.test }, json: { form: 'contact' } });
    const inWorld = await expectation({ operation: 'createCapture' }, base);
    expect(inWorld.status).toBe(409);
    expect(inWorld.body.message).toContain('→ 400 FIELDS_REQUIRED "fields are required"');
    // Paths are the world's own, as its service sees them.
    expect(inWorld.body.nearMisses[0].request.path).toBe('/v1/capture');
    const atRoot = await expectation({ operation: 'createCapture' });
    // The root holds only the world's creation.
    expect([atRoot.body.message, atRoot.body.nearMisses]).toEqual(['expected createCapture once or more; 0 of 1 request matched.', []]);
  });
});

describe('the journal says why', () => {
  it("entries carry the error code, the refused fields, whether it was the caller's mistake and the fix", async () => {
    await capture({ form: 'contact' });
    await capture({ fields: { email: 'ada@example.org' } });
    const [ok, refused] = (await t.request('GET', '/_admin/requests?operation=createCapture')).body.requests;
    expect(refused).toMatchObject({
      status: 400,
      query: '',
      code: 'FIELDS_REQUIRED',
      fields: ['fields'],
      callerMistake: true,
      fix: 'send fields as an object with at least one value',
      fault: null,
    });
    expect(ok).toMatchObject({ status: 201, code: null, fields: null, callerMistake: false, fix: null, fault: null });
  });

  it("a path no operation has is the caller's mistake, and its fix names the nearest operation", async () => {
    await t.request('POST', '/v1/captures', { headers: { 'x-api-key': demo.capture.keys.test }, json: { fields: {} }, unchecked: true });
    const [entry] = (await t.request('GET', '/_admin/requests?status=404')).body.requests;
    expect(entry).toMatchObject({ operationId: 'unknown', code: 'NOT_FOUND', callerMistake: true });
    expect(entry.fix).toBe('no operation has POST /v1/captures; the nearest is POST /v1/capture (createCapture)');
  });

  it('a business outcome is not a mistake: a 409 of a replayed key with other content, a 429', async () => {
    const headers = { 'x-api-key': demo.capture.keys.test, 'idempotency-key': 'order-1234-attempt' };
    await t.request('POST', '/v1/capture', { headers, json: { fields: { email: 'a@b.org' } } });
    const conflict = await t.request('POST', '/v1/capture', { headers, json: { fields: { email: 'c@d.org' } } });
    expect(conflict.status).toBe(409);
    const [entry] = (await t.request('GET', '/_admin/requests?status=409')).body.requests;
    expect(entry).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', callerMistake: false, fix: null });
  });
});
