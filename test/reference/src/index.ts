// The client packages' test harness: the reference server in-process (demo seed), its handler as a `fetch` that
// records every request it is given, plain calls to any endpoint, and fault injection that fails loudly.

import type { ReferenceServerOptions } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';

/** The base URL the in-process server is called at (nothing listens there: `fetch` hands requests to the handler). */
export const BASE = 'http://svc.test';

/** One fault of `POST /_admin/faults`. */
export interface FaultSpec {
  operation: string;
  kind: 'rate_limit' | 'key_verification_unavailable' | 'assistant_unavailable' | 'latency' | (string & {});
  times?: number;
  resetSeconds?: number;
  latencyMs?: number;
}

export async function startReference(options: ReferenceServerOptions = {}) {
  const server = await createReferenceServer({ seed: 'demo', ...options });
  const sent: Request[] = [];
  /** The server's handler as a client's `fetch`; `sent` keeps a copy of every request that reached it. */
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request.clone());
    return server.fetch(request);
  };
  /** A call outside the client under test (admin, console), with an optional JSON body; not recorded. */
  const call = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    server.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    );
  const fault = async (spec: FaultSpec): Promise<void> => {
    const response = await call('POST', '/_admin/faults', spec);
    if (!response.ok) throw new Error(`fault injection failed: ${response.status} ${await response.text()}`);
  };
  return { server, demo: server.demo!, fetch, sent, call, fault };
}
