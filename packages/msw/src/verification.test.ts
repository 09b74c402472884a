import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockService } from './index.js';
import { createMockService, RequestExpectationError } from './index.js';

const BASE = 'https://api.svc.test';
const svc = await createMockService({ baseUrl: BASE });
const server = setupServer(...svc.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => svc.reset());
afterAll(() => server.close());

const capture = (body: unknown, key = svc.demo!.capture.keys.test) =>
  fetch(`${BASE}/v1/capture`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The customer's code under test: forwards a contact form and swallows every error, as too much code does. */
async function forwardContact(form: { email: string }): Promise<void> {
  try {
    await capture({ form: 'contact', page: '/contact', email: form.email }); // the bug: no `fields`
  } catch {
    // swallowed
  }
}

/** Whatever the promise rejects with (it must reject). */
async function rejection(promise: Promise<unknown>): Promise<RequestExpectationError> {
  try {
    await promise;
  } catch (error) {
    return error as RequestExpectationError;
  }
  throw new Error('it resolved');
}

describe('a capture sent without fields, its error swallowed', () => {
  it("fails expectNoRefusals() in one line, with the service's reason and the fix", async () => {
    await forwardContact({ email: 'ada@example.org' });
    await expect(svc.expectNoRefusals()).rejects.toThrow('400 FIELDS_REQUIRED "fields are required"');
  });

  it('fails expectRequest() with the refused request as the closest, field by field', async () => {
    await forwardContact({ email: 'ada@example.org' });
    const error = await rejection(svc.expectRequest({ operation: 'createCapture', body: { fields: { email: 'ada@example.org' } } }));
    expect(error).toBeInstanceOf(RequestExpectationError);
    expect(error.name).toBe('RequestExpectationError');
    const [first, closest, id, cause, difference] = error.message.split('\n');
    expect(first).toBe('expected createCapture with body {"fields":{"email":"ada@example.org"}} once or more; 0 of 1 request matched.');
    expect(closest).toBe('Closest:');
    expect(id).toMatch(/^1\. POST \/v1\/capture \(createCapture\) → 400 FIELDS_REQUIRED "fields are required" \[req_\w+\]$/);
    expect(cause).toBe("   refused as the caller's mistake; fix: send fields as an object with at least one value");
    expect(difference).toBe('   body.fields: expected {"email":"ada@example.org"}, got nothing');
    expect(error.matched).toBe(0);
    expect(error.nearMisses[0]!.request).toMatchObject({
      code: 'FIELDS_REQUIRED',
      body: { form: 'contact', page: '/contact', email: 'ada@example.org' },
    });
  });
});

describe('svc.requests()', () => {
  it("lists what the handlers answered, oldest first, in the journal's shape; the mock's own reads are not there", async () => {
    await capture({ fields: { email: 'ada@example.org' } });
    await fetch(`${BASE}/v1/engage/config`, { headers: { 'x-api-key': svc.demo!.engage.publishableKey } });
    await svc.state.submissions();
    await svc.setup.portalKey({ label: 'not the code under test' });
    const requests = await svc.requests();
    expect(requests.map((r) => `${r.method} ${r.path} ${r.operationId} ${r.status}`)).toEqual([
      'POST /v1/capture createCapture 201',
      'GET /v1/engage/config getEngageConfig 200',
    ]);
    expect(requests[0]).toMatchObject({
      query: '',
      code: null,
      fields: null,
      callerMistake: false,
      fix: null,
      fault: null,
      keyFamily: 'sk_test',
    });
    expect(requests[0]!.body).toEqual({ fields: { email: 'ada@example.org' } });
  });

  it("filters by operation, status or class, and caller's mistakes", async () => {
    await capture({ fields: { email: 'ada@example.org' } });
    await capture({ form: 'contact' });
    await capture({ fields: { email: 'ada@example.org' } }, 'sk_test_nosuchkey0000000000');
    expect((await svc.requests({ status: 201 })).map((r) => r.status)).toEqual([201]);
    expect((await svc.requests({ status: '4xx' })).map((r) => r.code)).toEqual(['FIELDS_REQUIRED', 'INVALID_KEY']);
    expect((await svc.requests({ callerMistake: false })).length).toBe(1);
    expect((await svc.requests({ operation: 'getEngageConfig' })).length).toBe(0);
    await expect(svc.requests({ status: '4x' as never })).rejects.toThrow(/status must be a status code \(400\) or a class \(4xx\)/);
  });

  it("redacts secrets in bodies as the server's journal does", async () => {
    await capture({ fields: { email: 'ada@example.org', password: 'hunter2' } });
    const [request] = await svc.requests();
    expect(request!.body).toEqual({ fields: { email: 'ada@example.org', password: '[redacted]' } });
  });

  it('starts afresh after reset()', async () => {
    await capture({ fields: { email: 'ada@example.org' } });
    await svc.reset();
    expect(await svc.requests()).toEqual([]);
  });

  it('waits for a request the code sent without awaiting, under fake timers too', async () => {
    void capture({ fields: { email: 'ada@example.org' } });
    await svc.expectRequest({ operation: 'createCapture', times: 1 });
    vi.useFakeTimers();
    try {
      void capture({ fields: { email: 'bob@example.org' } });
      await svc.expectRequest({ operation: 'createCapture', body: { fields: { email: 'bob@example.org' } } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the scenario (fault) that answered, as the Svc-Fault header does', async () => {
    const limited = svc.scenario.use('rate_limit', { operation: 'createCapture', times: 1, resetSeconds: 1 });
    const answer = await capture({ fields: { email: 'ada@example.org' } });
    expect(answer.headers.get('svc-fault')).toBe(`${limited.id} rate_limit`);
    const [request] = await svc.requests();
    expect(request).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      fault: { id: limited.id, kind: 'rate_limit' },
      callerMistake: false,
    });
  });
});

describe('svc.expectRequest()', () => {
  it('resolves with the matches: operation, a deep partial of the body, exactly times when given', async () => {
    await capture({ form: 'contact', fields: { email: 'ada@example.org', name: 'Ada' } });
    await capture({ form: 'contact', fields: { email: 'bob@example.org' } });
    const met = await svc.expectRequest({ operation: 'createCapture', body: { fields: { email: 'ada@example.org' } } });
    expect(met.matched).toBe(1);
    expect(met.requests[0]!.body).toMatchObject({ fields: { name: 'Ada' } });
    await expect(svc.expectRequest({ operation: 'createCapture', times: 2 })).resolves.toMatchObject({ matched: 2 });
    await expect(svc.expectRequest({ operation: 'createCapture', times: 1 })).rejects.toThrow(
      /^expected createCapture once; 2 of 2 requests matched\.\nMatched:/,
    );
    await expect(svc.expectRequest({ operation: 'createSupportTicket', times: 0 })).resolves.toMatchObject({ matched: 0 });
  });

  it("refuses an expectation it cannot check: an operation that is not the contract's, an unknown option, a bad times", async () => {
    await expect(svc.expectRequest({ operation: 'createCaptures' as never })).rejects.toThrow(
      /"createCaptures" is not an operationId of the contract/,
    );
    await expect(svc.expectRequest({ operation: 'createCapture', count: 1 } as never)).rejects.toThrow(/unknown option count/);
    await expect(svc.expectRequest({ operation: 'createCapture', times: -1 })).rejects.toThrow(/times must be a whole number/);
  });
});

describe('svc.expectNoRefusals()', () => {
  it('passes when nothing was refused; business outcomes and scenario answers are not refusals', async () => {
    await svc.expectNoRefusals().catch(() => undefined); // what earlier tests of this file were refused
    svc.scenario.use('rate_limit', { operation: 'createCapture', times: 1 });
    await capture({ fields: { email: 'ada@example.org' } });
    const headers = { 'x-api-key': svc.demo!.capture.keys.test, 'content-type': 'application/json', 'idempotency-key': 'order-1234-try' };
    await fetch(`${BASE}/v1/capture`, { method: 'POST', headers, body: JSON.stringify({ fields: { a: '1' } }) });
    expect((await fetch(`${BASE}/v1/capture`, { method: 'POST', headers, body: JSON.stringify({ fields: { a: '2' } }) })).status).toBe(409);
    await svc.expectNoRefusals();
  });

  it('lists every refusal with its fix, each reported once; an unknown path names the nearest operation', async () => {
    await svc.expectNoRefusals().catch(() => undefined);
    await capture({ fields: { email: 'ada@example.org' } }, 'ck_live_wrongfamily00000000');
    await fetch(`${BASE}/v1/engage/confg`, { headers: { 'x-api-key': svc.demo!.engage.publishableKey } });
    const error = await rejection(svc.expectNoRefusals());
    const lines = error.message.split('\n');
    expect(lines[0]).toBe("2 requests were refused as the caller's mistake:");
    expect(lines[2]).toBe('   fix: send a key the service issued and has not revoked, copied whole');
    expect(lines[3]).toMatch(/^2\. GET \/v1\/engage\/confg \(no operation\) → 404 NOT_FOUND "no such endpoint" \[req_\w+\]$/);
    expect(lines[4]).toBe('   fix: no operation has GET /v1/engage/confg; the nearest is GET /v1/engage/config (getEngageConfig)');
    expect(error.nearMisses.map((m) => m.request.status)).toEqual([401, 404]);
    await svc.expectNoRefusals(); // already reported
  });

  it('the recipe: afterEach(() => svc.expectNoRefusals()) fails the test that sent it, whatever the order of reset()', async () => {
    const other = await createMockService({ baseUrl: 'https://other.svc.test' });
    const local = setupServer(...other.handlers);
    local.listen();
    try {
      await fetch('https://other.svc.test/v1/capture', {
        method: 'POST',
        headers: { 'x-api-key': other.demo!.capture.keys.test },
        body: '{}',
      });
      await other.reset(); // an afterEach that runs first
      await expect(other.expectNoRefusals()).rejects.toThrow(/FIELDS_REQUIRED/);
    } finally {
      local.close();
    }
  });
});

describe('strict mode', () => {
  it('prints each refusal the moment it is answered, with the reason and the fix', async () => {
    const strict: MockService = await createMockService({ baseUrl: 'https://strict.svc.test', strict: true });
    const local = setupServer(...strict.handlers);
    local.listen();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const headers = { 'x-api-key': strict.demo!.capture.keys.test, 'content-type': 'application/json' };
      await fetch('https://strict.svc.test/v1/capture', { method: 'POST', headers, body: JSON.stringify({ fields: { a: '1' } }) });
      expect(warn).not.toHaveBeenCalled();
      await fetch('https://strict.svc.test/v1/capture', { method: 'POST', headers, body: '{"form":"contact"}' });
      await strict.requests(); // the print happens as the answer settles
      expect(warn).toHaveBeenCalledTimes(1);
      const printed = String(warn.mock.calls[0]![0]);
      expect(printed).toContain('POST /v1/capture (createCapture) → 400 FIELDS_REQUIRED "fields are required"');
      expect(printed).toContain('fix: send fields as an object with at least one value');
    } finally {
      warn.mockRestore();
      local.close();
    }
  });
});
