// Test support: a reference server in-process, its handler as `fetch`, a log of what reached it, fault injection.
import { createReferenceServer } from '@svc/reference-server';

export const BASE = 'http://svc.test';

export interface FaultSpec {
  operation: string;
  kind: 'rate_limit' | 'key_verification_unavailable' | 'assistant_unavailable' | 'latency';
  times?: number;
  resetSeconds?: number;
  latencyMs?: number;
}

export async function startReference() {
  const server = await createReferenceServer({ seed: 'demo' });
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request.clone());
    return server.fetch(request);
  };
  const admin = async (method: string, path: string, json?: unknown): Promise<Response> =>
    server.fetch(
      new Request(`${BASE}${path}`, {
        method,
        ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      }),
    );
  const fault = async (spec: FaultSpec): Promise<void> => {
    const response = await admin('POST', '/_admin/faults', spec);
    if (!response.ok) throw new Error(`fault injection failed: ${response.status} ${await response.text()}`);
  };
  return { server, demo: server.demo!, fetch, sent, admin, fault };
}
