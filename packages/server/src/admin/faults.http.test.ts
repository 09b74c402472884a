import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { OPERATION_IDS } from './fault-operations.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

describe('fault injection names real operations', () => {
  it('an unknown operation name is a 400 that lists the valid ones (a typo never silently injects nothing)', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: 'createCaptures', kind: 'rate_limit' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['operation']);
    expect(r.body.message).toContain('createCapture, ');
    expect(r.body.message).toContain('sendChatMessage');
    expect(r.body.message).not.toContain('createCaptures');
    expect((await t.request('GET', '/_admin/faults')).body.faults).toEqual([]);
  });

  it('every operationId of openapi.yaml and * are accepted', async () => {
    expect(OPERATION_IDS.length).toBeGreaterThan(40);
    for (const operation of ['*', ...OPERATION_IDS]) {
      const r = await t.request('POST', '/_admin/faults', { json: { operation, kind: 'latency', latencyMs: 0, times: 1 } });
      expect(r.status, operation).toBe(201);
    }
  });

  it("the README's list of operation names is the contract's, in full", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = /<!-- gen:fault-operations[^>]*-->([\s\S]*?)<!-- \/gen:fault-operations -->/.exec(readme)?.[1] ?? '';
    const listed = [...block.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual([...OPERATION_IDS]);
  });
});

describe('fault fields', () => {
  it('an unknown field is a 400 naming it, in the error format, and nothing is injected (`ms` is not `latencyMs`)', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: '*', kind: 'latency', ms: 1500 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: ['ms'] });
    expect(r.body.message).toMatch(
      /^unknown fault field: ms \(a fault has operation, kind, times, resetSeconds, retryAfterMs, latencyMs\)$/,
    );
    expect((await t.request('GET', '/_admin/faults')).body.faults).toEqual([]);
  });

  it('key_verification_unavailable answers Retry-After from retryAfterMs (whole seconds, rounded up), 2 s by default', async () => {
    await t.close();
    t = await startServer({ seed: 'demo' });
    const demo = t.server.demo!;
    const read = () => t.request('GET', `/v1/content/${demo.content.siteId}/events`, { headers: { 'x-api-key': demo.content.keys.test } });
    await t.request('POST', '/_admin/faults', {
      json: { operation: 'listContentEntries', kind: 'key_verification_unavailable', times: 1 },
    });
    let r = await read();
    expect([r.status, r.headers.get('retry-after')]).toEqual([503, '2']);
    await t.request('POST', '/_admin/faults', {
      json: { operation: 'listContentEntries', kind: 'key_verification_unavailable', times: 1, retryAfterMs: 0 },
    });
    r = await read();
    expect([r.status, r.headers.get('retry-after')]).toEqual([503, '0']);
    await t.request('POST', '/_admin/faults', {
      json: { operation: 'listContentEntries', kind: 'key_verification_unavailable', times: 1, retryAfterMs: 1200 },
    });
    expect((await read()).headers.get('retry-after')).toBe('2');
    const bad = await t.request('POST', '/_admin/faults', {
      json: { operation: '*', kind: 'key_verification_unavailable', retryAfterMs: -1 },
    });
    expect([bad.status, bad.body.fields]).toEqual([400, ['retryAfterMs']]);
  });

  it('a latency fault needs its latencyMs', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: '*', kind: 'latency' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['latencyMs']);
  });

  it('a latency fault delays the answer by latencyMs', async () => {
    await t.request('POST', '/_admin/faults', { json: { operation: 'adminGetClock', kind: 'latency', latencyMs: 120, times: 1 } });
    const started = performance.now();
    expect((await t.request('GET', '/_admin/clock')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });
});
