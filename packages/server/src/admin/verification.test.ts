import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../ports/journal.js';
import { expectationText, readExpectation, refusals, refusalsReport, sentEntries, verify } from './verification.js';

let seq = 0;
/** A journal entry as the HTTP layer records one: what was sent and what was answered. */
function entry(e: {
  operationId: string;
  method?: string;
  path?: string;
  status?: number;
  body?: unknown;
  answered?: unknown;
  fromConsole?: boolean;
  fault?: { id: string; kind: string };
}): JournalEntry {
  const status = e.status ?? 200;
  const answered = e.answered ?? (status >= 400 ? { success: false, code: 'VALIDATION_FAILED', message: 'bad' } : { success: true });
  return {
    seq: ++seq,
    id: `req_${seq}`,
    at: Date.UTC(2026, 2, 5),
    method: e.method ?? 'POST',
    path: e.path ?? '/v1/capture',
    query: '',
    operationId: e.operationId,
    status,
    durationMs: 1,
    keyFamily: 'sk_test',
    fromConsole: e.fromConsole ?? false,
    reason: status >= 400 ? String((answered as { message?: unknown }).message) : null,
    get code() {
      return status >= 400 ? ((answered as { code?: string }).code ?? null) : null;
    },
    get fields() {
      return status >= 400 ? ((answered as { fields?: string[] }).fields ?? null) : null;
    },
    fault: e.fault ?? null,
    requestHeaders: undefined,
    requestBody: e.body === undefined ? undefined : typeof e.body === 'string' ? e.body : JSON.stringify(e.body),
    responseHeaders: undefined,
    responseBody: answered,
    bodyOmitted: false,
  };
}

describe('a body matches as a deep partial', () => {
  const sent = [
    entry({ operationId: 'createCapture', status: 201, body: { form: 'contact', fields: { email: 'a@b.org', tags: ['x', 'y'] } } }),
  ];
  const holds = (body: Record<string, unknown>) => verify(sent, { operation: 'createCapture', body }).ok;

  it('every property given must be there with the same value; others are ignored', () => {
    expect(holds({ fields: { email: 'a@b.org' } })).toBe(true);
    expect(holds({})).toBe(true);
    expect(holds({ fields: { email: 'c@d.org' } })).toBe(false);
    expect(holds({ fields: { phone: '1' } })).toBe(false);
  });

  it('an array matches element by element and must have the same length', () => {
    expect(holds({ fields: { tags: ['x', 'y'] } })).toBe(true);
    expect(holds({ fields: { tags: ['x'] } })).toBe(false);
    expect(holds({ fields: { tags: ['y', 'x'] } })).toBe(false);
  });

  it('values are compared strictly: "1" is not 1, null is not missing', () => {
    const typed = [entry({ operationId: 'op', status: 200, body: { n: 1, z: null } })];
    expect(verify(typed, { operation: 'op', body: { n: '1' } }).ok).toBe(false);
    expect(verify(typed, { operation: 'op', body: { z: null } }).ok).toBe(true);
    const miss = verify(typed, { operation: 'op', body: { y: null } });
    expect(miss.ok || miss.nearMisses[0]!.differences).toEqual([{ field: 'body.y', expected: 'null', actual: null, missing: true }]);
  });

  it('a body that is not a JSON object never matches one, and is shown as its text', () => {
    const text = [entry({ operationId: 'op', status: 200, body: 'plain words' })];
    const miss = verify(text, { operation: 'op', body: { a: 1 } });
    if (miss.ok) throw new Error('held');
    expect(miss.nearMisses[0]!.request).toMatchObject({ body: null, bodyText: 'plain words' });
    expect(miss.nearMisses[0]!.differences).toEqual([{ field: 'body', expected: '{"a":1}', actual: '"plain words"', missing: false }]);
  });

  it('property names that are not identifiers are quoted in the difference', () => {
    const odd = [entry({ operationId: 'op', status: 200, body: { 'first name': 'Ada' } })];
    const miss = verify(odd, { operation: 'op', body: { 'first name': 'Bob' } });
    expect(miss.ok ? [] : miss.nearMisses[0]!.differences.map((d) => d.field)).toEqual(['body["first name"]']);
  });
});

describe('times', () => {
  const two = () => [entry({ operationId: 'createCapture', status: 201 }), entry({ operationId: 'createCapture', status: 201 })];
  it('without times, one or more; with times, exactly that many', () => {
    expect(verify(two(), { operation: 'createCapture' })).toMatchObject({ ok: true, matched: 2 });
    expect(verify(two(), { operation: 'createCapture', times: 2 }).ok).toBe(true);
    expect(verify(two(), { operation: 'createCapture', times: 1 }).ok).toBe(false);
    expect(verify(two(), { operation: 'createCapture', times: 3 }).ok).toBe(false);
    expect(verify([], { operation: 'createCapture', times: 0 }).ok).toBe(true);
  });

  it('the words say what was expected', () => {
    expect(expectationText({ operation: 'a' })).toBe('a once or more');
    expect(expectationText({ operation: 'a', times: 1 })).toBe('a once');
    expect(expectationText({ operation: 'a', times: 3, body: { x: 1 } })).toBe('a with body {"x":1} 3 times');
    expect(expectationText({ operation: 'a', times: 0 })).toBe('no a request');
  });
});

describe('near misses', () => {
  it('at most 3, fewest differences first, the newest among equals; a refused request is never a match', () => {
    const sent = [
      entry({ operationId: 'createCapture', status: 201, body: { fields: { email: 'old@b.org' } } }),
      entry({ operationId: 'getEngageConfig', method: 'GET', path: '/v1/engage/config' }),
      entry({ operationId: 'createCapture', status: 201, body: { fields: { email: 'new@b.org' } } }),
      entry({ operationId: 'createCapture', status: 201, body: { other: true } }),
      entry({
        operationId: 'createCapture',
        status: 400,
        body: { fields: { email: 'a@b.org' } },
        answered: { success: false, code: 'FIELDS_REQUIRED', message: 'fields are required', fields: ['fields'] },
      }),
    ];
    const verdict = verify(sent, { operation: 'createCapture', body: { fields: { email: 'a@b.org' } } });
    if (verdict.ok) throw new Error('held');
    expect(verdict.matched).toBe(0);
    // One difference each (refused; a missing fields object; another email), so the newest come first.
    expect(verdict.nearMisses.map((m) => m.request.id)).toEqual([sent[4]!.id, sent[3]!.id, sent[2]!.id]);
    expect(verdict.nearMisses[0]!.differences).toEqual([{ field: 'callerMistake', expected: 'false', actual: 'true', missing: false }]);
  });

  it("the console's own calls are not what the code sent", () => {
    const sent = sentEntries(
      [
        entry({ operationId: 'createCapture', status: 201 }),
        entry({ operationId: 'createCapture', status: 201, fromConsole: true }),
      ].reverse(),
    );
    expect(sent).toHaveLength(1);
  });

  it('only the requests after a mark are seen', () => {
    const all = [entry({ operationId: 'a' }), entry({ operationId: 'b' }), entry({ operationId: 'c' })];
    expect(sentEntries([...all].reverse(), all[0]!.seq).map((e) => e.operationId)).toEqual(['b', 'c']);
  });

  it('a fault that answered is named in the report', () => {
    const sent = [
      entry({
        operationId: 'createCapture',
        status: 429,
        answered: { success: false, code: 'RATE_LIMITED', message: 'slow down' },
        fault: { id: 'flt_2', kind: 'rate_limit' },
        body: { fields: { a: '1' } },
      }),
    ];
    const verdict = verify(sent, { operation: 'createCapture', times: 2 });
    expect(verdict.ok ? '' : verdict.message).toBe(
      [
        'expected createCapture 2 times; 1 of 1 request matched.',
        'Matched:',
        `1. POST /v1/capture (createCapture) → 429 RATE_LIMITED "slow down" [${sent[0]!.id}]`,
        '   answered by fault flt_2 rate_limit',
      ].join('\n'),
    );
  });
});

describe('reading an expectation', () => {
  it('takes operation, times and body; refuses anything else by name', () => {
    expect(readExpectation({ operation: 'createCapture', times: 1, body: { a: 1 } })).toEqual({
      operation: 'createCapture',
      times: 1,
      body: { a: 1 },
    });
    expect(readExpectation({ operation: 'createCapture', status: 201 })).toMatchObject({ status: 400, fields: ['status'] });
    expect(readExpectation({ operation: 'x y', times: 1.5, body: 'text' })).toMatchObject({ fields: ['operation', 'body', 'times'] });
    expect(readExpectation('createCapture')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('refusals', () => {
  it("lists the caller's mistakes only (not outcomes, not faults), each with the service's reason and the fix", () => {
    const sent = [
      entry({
        operationId: 'createCapture',
        status: 400,
        answered: { success: false, code: 'FIELDS_REQUIRED', message: 'fields are required' },
      }),
      entry({ operationId: 'createCapture', status: 409, answered: { success: false, code: 'IDEMPOTENCY_CONFLICT', message: 'conflict' } }),
      entry({ operationId: 'createCapture', status: 429, answered: { success: false, code: 'RATE_LIMITED', message: 'slow' } }),
      entry({
        operationId: 'createCapture',
        status: 403,
        answered: { success: false, code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' },
        fault: { id: 'flt_1', kind: 'origin_denied' },
      }),
      entry({
        operationId: 'unknown',
        method: 'GET',
        path: '/v1/engage/confg',
        status: 404,
        answered: { success: false, code: 'NOT_FOUND', message: 'no such endpoint' },
      }),
    ];
    const found = refusals(sent);
    expect(found.map((r) => r.code)).toEqual(['FIELDS_REQUIRED', 'NOT_FOUND']);
    expect(refusalsReport(found)).toBe(
      [
        "2 requests were refused as the caller's mistake:",
        `1. POST /v1/capture (createCapture) → 400 FIELDS_REQUIRED "fields are required" [${sent[0]!.id}]`,
        '   fix: send fields as an object with at least one value',
        `2. GET /v1/engage/confg (no operation) → 404 NOT_FOUND "no such endpoint" [${sent[4]!.id}]`,
        '   fix: no operation has GET /v1/engage/confg; the nearest is GET /v1/engage/config (getEngageConfig)',
      ].join('\n'),
    );
  });
});
