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
