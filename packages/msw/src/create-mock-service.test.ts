import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockService } from './index.js';
import { AdjustableClock, createMockService } from './index.js';

const BASE = 'https://api.svc.test';

/** One request through the handlers, as msw would answer it (no global interception). */
async function send(svc: MockService, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(svc.handlers, new Request(`${BASE}${path}`, init));
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

const support = (svc: MockService) =>
  send(svc, '/v1/engage/support', {
    method: 'POST',
    headers: { 'x-api-key': svc.demo!.engage.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', message: 'Hello' }),
  });

describe('createMockService', () => {
  it('gives each call its own store: what one mock stores, another never sees', async () => {
    const [a, b] = await Promise.all([createMockService({ baseUrl: BASE }), createMockService({ baseUrl: BASE })]);
    expect((await support(a)).status).toBe(201);
    expect(await a.state.tickets()).toHaveLength(1);
    expect(await b.state.tickets()).toHaveLength(0);
    // The demo keys are stable (the same on every start), so a suite can pin them; the stores still stay apart.
    expect(a.demo!.engage.publishableKey).toBe(b.demo!.engage.publishableKey);
  });

  it('reset() returns to the seed with the same keys and no scenario in force', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const key = svc.demo!.engage.publishableKey;
    await support(svc);
    svc.scenario.use('rateLimited');
    await svc.reset();
    expect(await svc.state.tickets()).toEqual([]);
    expect(svc.scenario.active()).toEqual([]);
    expect((await send(svc, '/v1/engage/config', { headers: { 'x-api-key': key } })).status).toBe(200);
  });

  it('reset() clears the rate-limit counters', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const headers = { 'x-api-key': svc.demo!.engage.publishableKey };
    await send(svc, '/v1/engage/config', { headers });
    const before = Number((await send(svc, '/v1/engage/config', { headers })).headers.get('ratelimit-remaining'));
    await svc.reset();
    const after = Number((await send(svc, '/v1/engage/config', { headers })).headers.get('ratelimit-remaining'));
    expect(after).toBe(before + 1);
  });

  it('seed "empty" starts with no sites and no demo credentials', async () => {
    const svc = await createMockService({ baseUrl: BASE, seed: 'empty' });
    expect(svc.demo).toBeUndefined();
    expect(await svc.state.submissions()).toEqual([]);
    const r = await send(svc, '/v1/engage/config', { headers: { 'x-api-key': 'pk_test_unknown' } });
    expect(r.status).toBe(401);
  });

  it('a snapshot seed starts from that state', async () => {
    const first = await createMockService({ baseUrl: BASE });
    await support(first);
    const snapshot = await (await send(first, '/_admin/state')).json();
    const second = await createMockService({ baseUrl: BASE, seed: snapshot });
    expect(await second.state.tickets()).toHaveLength(1);
  });

  it('refuses a seed that is not demo, empty or a state snapshot, and a baseUrl that is not an http URL', async () => {
    await expect(createMockService({ baseUrl: BASE, seed: 'full' as never })).rejects.toThrow(/seed must be/);
    await expect(createMockService({ baseUrl: 'api.svc.test' })).rejects.toThrow(/baseUrl must be an absolute URL/);
    await expect(createMockService({ baseUrl: 'ftp://api.svc.test' })).rejects.toThrow(/http or https/);
  });

  it('answers under a base URL with a path, and nothing outside it', async () => {
    const svc = await createMockService({ baseUrl: 'https://gateway.example/svc/' });
    const key = svc.demo!.engage.publishableKey;
    const inside = await getResponse(
      svc.handlers,
      new Request('https://gateway.example/svc/v1/engage/config', { headers: { 'x-api-key': key } }),
    );
    expect(inside?.status).toBe(200);
    expect(await getResponse(svc.handlers, new Request('https://gateway.example/v1/engage/config'))).toBeUndefined();
    expect(await getResponse(svc.handlers, new Request('https://other.example/svc/v1/engage/config'))).toBeUndefined();
  });

  it('uses the given clock: time travel moves the service time', async () => {
    const clock = new AdjustableClock({ start: Date.UTC(2026, 0, 1), frozen: true });
    const svc = await createMockService({ baseUrl: BASE, clock });
    await support(svc);
    expect((await svc.state.tickets())[0]!.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('origins are allowed by the demo Engage site', async () => {
    const svc = await createMockService({ baseUrl: BASE, origins: ['https://shop.example'] });
    const headers = { 'x-api-key': svc.demo!.engage.publishableKey };
    expect((await send(svc, '/v1/engage/config', { headers: { ...headers, origin: 'https://shop.example' } })).status).toBe(200);
    expect((await send(svc, '/v1/engage/config', { headers: { ...headers, origin: 'https://elsewhere.example' } })).status).toBe(403);
  });

  it("a later mock of the same seed follows its own clock, as seeding it again would (the demo's leads are hours old)", async () => {
    const early = Date.UTC(2026, 0, 1);
    const late = Date.UTC(2027, 5, 1, 12);
    const a = await createMockService({ baseUrl: BASE, clock: new AdjustableClock({ start: early, frozen: true }) });
    const b = await createMockService({ baseUrl: BASE, clock: new AdjustableClock({ start: late, frozen: true }) });
    const times = async (svc: MockService) => (await svc.state.submissions()).map((s) => Date.parse(s.receivedAt));
    const [ta, tb] = [await times(a), await times(b)];
    expect(ta.length).toBeGreaterThan(0);
    expect(tb.map((t, i) => t - ta[i]!)).toEqual(ta.map(() => late - early));
    expect(Math.max(...tb)).toBeLessThan(late);
  });

  it('reset() is back to the seed in place: what a test stored goes, the demo stays, with no new check of the seed', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const before = await (await send(svc, '/_admin/state')).json();
    await support(svc);
    await svc.reset();
    expect((await (await send(svc, '/_admin/state')).json()).tables).toEqual(before.tables);
  });
});
