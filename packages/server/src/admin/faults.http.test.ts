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

describe('faults that explain themselves', () => {
  const read = (demo: { content: { siteId: string; collections: string[]; keys: { live: string } } }, query = '') =>
    t.request('GET', `/v1/content/${demo.content.siteId}/${demo.content.collections[0]!}${query}`, {
      headers: { 'x-api-key': demo.content.keys.live },
    });

  it('an answer a fault caused says so in the Svc-Fault header and in its journal entry; others say nothing', async () => {
    await t.close();
    t = await startServer({ seed: 'demo' });
    const demo = t.server.demo!;
    const injected = await t.request('POST', '/_admin/faults', { json: { operation: 'listContentEntries', kind: 'rate_limit', times: 1 } });
    const id = injected.body.fault.id as string;
    const limited = await read(demo);
    expect([limited.status, limited.headers.get('svc-fault')]).toEqual([429, `${id} rate_limit`]);
    const real = await read(demo);
    expect([real.status, real.headers.get('svc-fault')]).toEqual([200, null]);
    // A browser page reads it too: the header is one the service exposes to scripts of other origins.
    await t.request('POST', '/_admin/faults', { json: { operation: 'getEngageConfig', kind: 'rate_limit', times: 1 } });
    const fromPage = await t.request('GET', '/v1/engage/config', {
      headers: { 'x-api-key': demo.engage.publishableKey, origin: 'http://127.0.0.1:4010' },
    });
    expect(fromPage.status).toBe(429);
    expect(fromPage.headers.get('svc-fault')).toMatch(/ rate_limit$/);
    expect(fromPage.headers.get('access-control-expose-headers')?.split(', ')).toContain('Svc-Fault');
    const [, faulted] = (await t.request('GET', '/_admin/requests?operation=listContentEntries')).body.requests;
    expect(faulted).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      fault: { id, kind: 'rate_limit' },
      callerMistake: false,
      fix: null,
    });
  });

  it('a delayed answer names its latency fault; two faults on one answer are both listed', async () => {
    await t.close();
    t = await startServer({ seed: 'demo' });
    const demo = t.server.demo!;
    const latency = (
      await t.request('POST', '/_admin/faults', { json: { operation: 'listContentEntries', kind: 'latency', latencyMs: 0, times: 1 } })
    ).body.fault;
    const unavailable = (
      await t.request('POST', '/_admin/faults', {
        json: { operation: 'listContentEntries', kind: 'key_verification_unavailable', times: 1 },
      })
    ).body.fault;
    const r = await read(demo);
    expect(r.status).toBe(503);
    expect(r.headers.get('svc-fault')).toBe(`${latency.id} latency, ${unavailable.id} key_verification_unavailable`);
    const [entry] = (await t.request('GET', '/_admin/requests?operation=listContentEntries')).body.requests;
    expect(entry.fault).toEqual({ id: unavailable.id, kind: 'key_verification_unavailable' });
  });

  it('after: 1 lets the first call through and fails the second: the second page of a listing', async () => {
    await t.close();
    t = await startServer({ seed: 'demo' });
    const demo = t.server.demo!;
    const r = await t.request('POST', '/_admin/faults', {
      json: { operation: 'listContentEntries', kind: 'key_verification_unavailable', after: 1, times: 1 },
    });
    expect(r.status).toBe(201);
    expect(r.body.fault).toMatchObject({ after: 1, times: 1, remaining: 1, waiting: 1 });
    const first = await read(demo, '?limit=1');
    expect(first.status).toBe(200);
    expect((await t.request('GET', '/_admin/faults')).body.faults[0]).toMatchObject({ remaining: 1, waiting: 0 });
    const second = await read(demo, `?limit=1&cursor=${encodeURIComponent(first.body.meta.nextCursor)}`);
    expect([second.status, second.headers.get('svc-fault')]).toEqual([503, `${r.body.fault.id} key_verification_unavailable`]);
    expect((await read(demo)).status).toBe(200);
    expect((await t.request('GET', '/_admin/faults')).body.faults).toEqual([]);
  });

  it('after must be a whole number from 0', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: '*', kind: 'rate_limit', after: -1 } });
    expect([r.status, r.body.fields]).toEqual([400, ['after']]);
    const half = await t.request('POST', '/_admin/faults', { json: { operation: '*', kind: 'rate_limit', after: 0.5 } });
    expect(half.status).toBe(400);
  });

  it('DELETE /_admin/faults/{faultId} ends that fault alone and answers it; an unknown one is 404', async () => {
    const a = (await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'rate_limit', times: 2 } })).body
      .fault;
    const b = (await t.request('POST', '/_admin/faults', { json: { operation: 'sendChatMessage', kind: 'agent_takeover' } })).body.fault;
    const ended = await t.request('DELETE', `/_admin/faults/${a.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({
      success: true,
      fault: { id: a.id, operation: 'createCapture', kind: 'rate_limit', times: 2, remaining: 2 },
    });
    expect((await t.request('GET', '/_admin/faults')).body.faults.map((f: { id: string }) => f.id)).toEqual([b.id]);
    const again = await t.request('DELETE', `/_admin/faults/${a.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(again.body.message).toContain('GET /_admin/faults lists them');
  });

  it('a kind that can never fire on the operation is refused, naming where it fires; * takes every kind', async () => {
    const r = await t.request('POST', '/_admin/faults', { json: { operation: 'createCapture', kind: 'agent_takeover' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['operation', 'kind'] });
    expect(r.body.message).toBe('agent_takeover never fires on createCapture: it fires on sendChatMessage (or * for all of them)');
    const limited = await t.request('POST', '/_admin/faults', { json: { operation: 'adminGetClock', kind: 'rate_limit' } });
    expect(limited.body.message).toMatch(
      /^rate_limit never fires on adminGetClock: it fires on listContentEntries, getContentEntry, createCapture, /,
    );
    expect((await t.request('GET', '/_admin/faults')).body.faults).toEqual([]);
    for (const kind of ['agent_takeover', 'rate_limit', 'notification_failure']) {
      expect((await t.request('POST', '/_admin/faults', { json: { operation: '*', kind } })).status).toBe(201);
    }
  });
});
