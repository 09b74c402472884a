// The parity suite against the reference server over HTTP: the Node adapter on 127.0.0.1, behind a proxy that can
// drop connections; scenarios are injected through the server's /_admin/faults.
import type { DemoCredentials } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';
import type { ListeningServer } from '@svc/reference-server/node';
import { listen } from '@svc/reference-server/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { SERVER_KINDS } from '../../src/scenario.js';
import type { FlakyProxy } from './flaky-proxy.js';
import { startFlakyProxy } from './flaky-proxy.js';
import type { ParityTarget } from './scenarios.js';
import { runScenarios } from './scenarios.js';

let http: ListeningServer;
let proxy: FlakyProxy;

beforeAll(async () => {
  http = await listen(await createReferenceServer({ seed: 'demo' }), { port: 0, host: '127.0.0.1' });
  proxy = await startFlakyProxy(new URL(http.url));
});
afterAll(async () => {
  await proxy?.close();
  await http?.close();
});

async function admin<T>(method: string, path: string, json: unknown): Promise<T> {
  const response = await fetch(`${http.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const target: ParityTarget = {
  fetch: (input, init) => fetch(input, init),
  get baseUrl() {
    return proxy.url;
  },
  async reset() {
    proxy.heal();
    return (await admin<{ demo: DemoCredentials }>('POST', '/_admin/reset', { seed: 'demo' })).demo;
  },
  async use(name, ...[options]) {
    const o = (options ?? {}) as { operation?: string; times?: number; resetSeconds?: number; latencyMs?: number };
    if (name === 'networkError') return proxy.drop(o.times);
    const kind = name === 'latency' ? 'latency' : SERVER_KINDS[name as keyof typeof SERVER_KINDS];
    await admin('POST', '/_admin/faults', {
      operation: o.operation ?? '*',
      kind,
      ...(o.times === undefined ? {} : { times: o.times }),
      ...(o.resetSeconds === undefined ? {} : { resetSeconds: o.resetSeconds }),
      ...(o.latencyMs === undefined ? {} : { latencyMs: o.latencyMs }),
    });
  },
};

describe('parity: reference server over HTTP', () => runScenarios(target));
