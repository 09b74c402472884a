// @svc/msw costs a test suite pays, each printed beside msw's own figure for the same step in the same run:
// reset() beside msw's resetHandlers(), createMockService() beside setupServer(), and one request through the
// handlers beside a static msw handler and an openapi-msw handler answering the same operation (GET /v1/engage/config).
// Figures are CPU time (process.cpuUsage): on a shared machine wall time includes waiting for a core; CPU time does not.
import { AdjustableClock, createMockService } from '@svc/msw';
import type { paths } from '@svc/spec';
import type { RequestHandler } from 'msw';
import { getResponse, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';

const BASE = 'https://api.svc.test';

export interface Pair {
  /** CPU ms per call, median of rounds. */
  ours: number;
  /** msw's own figure for the same step. */
  peer: number;
}

export interface MswFigures {
  reset: Pair;
  create: Pair;
  /** One request: ours, a static msw handler, an openapi-msw handler. */
  request: { ours: number; static: number; openapiMsw: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** CPU milliseconds per call of `work`, as the median of `rounds` batches of `batch` calls. */
async function cpuPerCall(work: () => unknown, batch: number): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < batch; i++) await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / batch;
}

/** Runs each variant's batches in turns (A B C A B C ...), so load from elsewhere falls on all of them alike. */
async function interleaved<K extends string>(
  variants: Record<K, () => unknown>,
  rounds: number,
  batch: number,
): Promise<Record<K, number>> {
  const samples = Object.fromEntries(Object.keys(variants).map((k) => [k, [] as number[]])) as unknown as Record<K, number[]>;
  for (const work of Object.values(variants) as Array<() => unknown>) await cpuPerCall(work, batch); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const [name, work] of Object.entries(variants) as Array<[K, () => unknown]>) samples[name].push(await cpuPerCall(work, batch));
  }
  return Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs as number[])])) as Record<K, number>;
}

export async function measureMsw(): Promise<MswFigures> {
  // Module loading and the first seed happen once per test process, not per mock: warm them up first.
  for (let i = 0; i < 5; i++) await createMockService({ baseUrl: BASE });

  const clock = new AdjustableClock({ frozen: true });
  const svc = await createMockService({ baseUrl: BASE, clock });
  const key = svc.demo!.engage.publishableKey;
  const config = await (await getResponse(
    svc.handlers,
    new Request(`${BASE}/v1/engage/config`, { headers: { 'x-api-key': key } }),
  ))!.json();
  await svc.reset();

  const staticHandlers: RequestHandler[] = [
    http.get(`${BASE}/v1/engage/config`, () => HttpResponse.json(config, { headers: { 'cache-control': 'public, max-age=300' } })),
  ];
  const openapi = createOpenApiHttp<paths>({ baseUrl: BASE });
  const openapiHandlers: RequestHandler[] = [
    openapi.get('/v1/engage/config', ({ response }) => response(200).json(config, { headers: { 'cache-control': 'public, max-age=300' } })),
  ];
  const msw = setupServer(...staticHandlers);

  let sent = 0;
  const send = async (handlers: RequestHandler[]) => {
    const response = await getResponse(handlers, new Request(`${BASE}/v1/engage/config`, { headers: { 'x-api-key': key } }));
    if (response?.status !== 200) throw new Error(`engage config answered ${response?.status}`);
    await response.arrayBuffer();
  };
  const request = await interleaved(
    {
      static: () => send(staticHandlers),
      openapiMsw: () => send(openapiHandlers),
      ours: () => {
        // Stay under the demo key's 120 requests per 15 minutes (time travel opens a new window): the figure is the
        // answer, not a 429.
        if (++sent % 100 === 0) clock.advance(15 * 60 * 1000);
        return send(svc.handlers);
      },
    },
    15,
    200,
  );
  const reset = await interleaved({ ours: () => svc.reset(), peer: () => msw.resetHandlers() }, 15, 200);
  const create = await interleaved(
    { ours: () => createMockService({ baseUrl: BASE }), peer: () => setupServer(...staticHandlers) },
    15,
    20,
  );
  return { reset, create, request };
}
