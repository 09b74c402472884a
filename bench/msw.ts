// @svc/msw costs a test suite pays: creating a mock service, resetting it, and one request through its handlers.
// Wall time and CPU time per step: on a shared machine wall time includes waiting for a core; CPU time does not.
import { AdjustableClock, createMockService } from '@svc/msw';
import { getResponse } from 'msw';

export interface Figure {
  medianMs: number;
  p99Ms: number;
  cpuMedianMs: number;
}

export interface MswFigures {
  create: Figure;
  reset: Figure;
  request: Figure;
}

const BASE = 'https://api.svc.test';

function figure(wall: number[], cpu: number[]): Figure {
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
  return { medianMs: at(wall, 0.5), p99Ms: at(wall, 0.99), cpuMedianMs: at(cpu, 0.5) };
}

async function time(times: number, work: () => Promise<unknown>): Promise<Figure> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const startedCpu = process.cpuUsage();
    const started = performance.now();
    await work();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return figure(wall, cpu);
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
    // Stay under the demo key's 120 requests per 15 minutes (time travel opens a new window): the figure is the
    // answer, not a 429.
    if (++sent % 100 === 0) clock.advance(15 * 60 * 1000);
    const response = await getResponse(svc.handlers, new Request(`${BASE}/v1/engage/config`, { headers }));
    if (response?.status !== 200) throw new Error(`engage config answered ${response?.status}`);
    await response.arrayBuffer();
  };
  await time(50, request);
  const requestFigure = await time(500, request);
  const reset = await time(200, () => svc.reset());
  return { create, reset, request: requestFigure };
}
