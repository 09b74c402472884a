import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockService } from './index.js';
import { createMockService } from './index.js';

const BASE = 'https://api.svc.test';

async function config(svc: MockService): Promise<Response> {
  const response = await getResponse(
    svc.handlers,
    new Request(`${BASE}/v1/engage/config`, { headers: { 'x-api-key': svc.demo!.engage.publishableKey } }),
  );
  return response!;
}

describe('scenario', () => {
  it('applies to one call, N calls or every call', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('keyVerificationUnavailable', { times: 1 });
    expect([(await config(svc)).status, (await config(svc)).status]).toEqual([503, 200]);
    svc.scenario.use('keyVerificationUnavailable', { times: 2 });
    expect([(await config(svc)).status, (await config(svc)).status, (await config(svc)).status]).toEqual([503, 503, 200]);
    svc.scenario.use('keyVerificationUnavailable');
    for (let i = 0; i < 3; i++) expect((await config(svc)).status).toBe(503);
  });

  it('keyVerificationUnavailable says when to retry: retryAfterMs (whole seconds, rounded up), 2 s by default', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('keyVerificationUnavailable', { times: 1 });
    expect((await config(svc)).headers.get('retry-after')).toBe('2');
    svc.scenario.use('keyVerificationUnavailable', { times: 1, retryAfterMs: 0 });
    expect((await config(svc)).headers.get('retry-after')).toBe('0');
    svc.scenario.use('keyVerificationUnavailable', { times: 1, retryAfterMs: 1500 });
    const answer = await config(svc);
    expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '2']);
    expect(() => svc.scenario.use('siteDisabled', { retryAfterMs: 0 } as never)).toThrow(/unknown option retryAfterMs/);
  });

  it('targets one operation and leaves the others alone', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('siteDisabled', { operation: 'sendChatMessage' });
    expect((await config(svc)).status).toBe(200);
  });

  it('lists what is in force with the calls left, and clear() ends one or all', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const limited = svc.scenario.use('rateLimited', { times: 2, resetSeconds: 5 });
    svc.scenario.use('networkError', { operation: 'createCapture' });
    svc.scenario.use('latency', { latencyMs: 10, times: 1 });
    await config(svc);
    expect(svc.scenario.active()).toEqual([
      { id: limited.id, name: 'rateLimited', operation: '*', remaining: 1 },
      expect.objectContaining({ name: 'networkError', operation: 'createCapture', remaining: null }),
    ]);
    svc.scenario.clear(limited.id);
    expect(svc.scenario.active().map((s) => s.name)).toEqual(['networkError']);
    svc.scenario.clear();
    expect(svc.scenario.active()).toEqual([]);
  });

  it('networkError answers with a network failure (msw Response.error)', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('networkError', { times: 1 });
    const r = await config(svc);
    expect(r.type).toBe('error');
    expect((await config(svc)).status).toBe(200);
  });

  it('latency delays the answer by the chosen milliseconds', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('latency', { latencyMs: 80, times: 1 });
    const started = performance.now();
    expect((await config(svc)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('refuses a times that is not a whole number of at least 1, and a negative latency', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    expect(() => svc.scenario.use('rateLimited', { times: 0 })).toThrow(/times must be/);
    expect(() => svc.scenario.use('networkError', { times: 1.5 })).toThrow(/times must be/);
    expect(() => svc.scenario.use('latency', { latencyMs: -1 })).toThrow(/latencyMs must be/);
  });
});

describe('scenario options', () => {
  it('refuses an option the scenario does not take, naming it (ms is not latencyMs)', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    expect(() => svc.scenario.use('latency', { ms: 10 } as never)).toThrow(
      /scenario latency: unknown option ms \(it takes operation, times, latencyMs\)/,
    );
    expect(() => svc.scenario.use('siteDisabled', { resetSeconds: 10 } as never)).toThrow(/unknown option resetSeconds/);
    expect(svc.scenario.active()).toEqual([]);
  });
});

describe('one vocabulary with the server and the console', () => {
  it("takes the fault kinds' names; the camelCase names of earlier versions still work and stay as given", async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const current = svc.scenario.use('key_verification_unavailable', { times: 1, retryAfterMs: 0 });
    const old = svc.scenario.use('siteDisabled', { operation: 'sendChatMessage' });
    expect(svc.scenario.active().map((s) => s.name)).toEqual(['key_verification_unavailable', 'siteDisabled']);
    const answer = await config(svc);
    expect([answer.status, answer.headers.get('svc-fault')]).toEqual([503, `${current.id} key_verification_unavailable`]);
    expect(old.id).toMatch(/^flt_/);
    expect(() => svc.scenario.use('rateLimit' as never)).toThrow(/unknown scenario "rateLimit" \(one of rate_limit, /);
  });

  it('network_error (and networkError) fail the fetch; after lets calls through first', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    svc.scenario.use('network_error', { after: 1, times: 1 });
    expect(svc.scenario.active()).toEqual([expect.objectContaining({ name: 'network_error', remaining: 1, waiting: 1 })]);
    expect((await config(svc)).status).toBe(200);
    expect((await config(svc)).type).toBe('error');
    expect((await config(svc)).status).toBe(200);
  });

  it('after: 1 fails the second call of a server scenario alone', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const unavailable = svc.scenario.use('key_verification_unavailable', { after: 1, times: 1, retryAfterMs: 0 });
    expect(unavailable).toMatchObject({ remaining: 1, waiting: 1 });
    expect([(await config(svc)).status, (await config(svc)).status, (await config(svc)).status]).toEqual([200, 503, 200]);
    expect(() => svc.scenario.use('rate_limit', { after: -1 })).toThrow(/after must be a whole number of at least 0/);
  });

  it('refuses a scenario that can never act on the operation, naming where it acts', async () => {
    const svc = await createMockService({ baseUrl: BASE });
    expect(() => svc.scenario.use('agent_takeover', { operation: 'createCapture' })).toThrow(
      '@svc/msw: scenario agent_takeover: agent_takeover never fires on createCapture: it fires on sendChatMessage (or * for all of them)',
    );
    expect(() => svc.scenario.use('agentTakeover', { operation: 'createCapture' })).toThrow(
      /scenario agentTakeover: agent_takeover never fires/,
    );
    expect(svc.scenario.active()).toEqual([]);
    svc.scenario.use('network_error', { operation: 'createCapture' }); // the network can fail any call
  });

  it("latency is the server's fault: the delayed answer names it", async () => {
    const svc = await createMockService({ baseUrl: BASE });
    const slow = svc.scenario.use('latency', { latencyMs: 1, times: 1 });
    const answer = await config(svc);
    expect([answer.status, answer.headers.get('svc-fault')]).toEqual([200, `${slow.id} latency`]);
    const [request] = await svc.requests();
    expect(request!.fault).toEqual({ id: slow.id, kind: 'latency' });
  });
});
