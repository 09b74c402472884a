// @svc/msw costs a test suite pays: creating a mock service, resetting it, and one request through its handlers.
import { AdjustableClock, createMockService } from '@svc/msw';
import { getResponse } from 'msw';

export interface MswFigures {
  createMs: { median: number; p99: number };
  resetMs: { median: number; p99: number };
  requestUs: { median: number; p99: number };
}

const BASE = 'https://api.svc.test';

function summary(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! };
}

async function time(times: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function measureMsw(): Promise<MswFigures> {
  // Warm up module loading and JIT first: a suite pays that once, not per test.
  await time(5, () => createMockService({ baseUrl: BASE }));
  const create = await time(50, () => createMockService({ baseUrl: BASE }));

  const clock = new AdjustableClock({ frozen: true });
  const svc = await createMockService({ baseUrl: BASE, clock });
  const headers = { 'x-api-key': svc.demo!.engage.publishableKey };
  let sent = 0;
  const request = async () => {
    const response = await getResponse(svc.handlers, new Request(`${BASE}/v1/engage/config`, { headers }));
    if (response?.status !== 200) throw new Error(`engage config answered ${response?.status}`);
    await response.arrayBuffer();
  };
  const timedRequest = async () => {
    // Stay under the demo key's 120 requests per 15 minutes: the figure is the answer, not the 429.
    if (++sent % 100 === 0) clock.advance(15 * 60 * 1000);
    const started = performance.now();
    await request();
    return (performance.now() - started) * 1000;
  };
  for (let i = 0; i < 50; i++) await timedRequest();
  const requestUs: number[] = [];
  for (let i = 0; i < 500; i++) requestUs.push(await timedRequest());
  const reset = await time(200, () => svc.reset());
  return { createMs: summary(create), resetMs: summary(reset), requestUs: summary(requestUs) };
}
