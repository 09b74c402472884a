// Test support: a reference server in-process, its handler as `fetch`, a log of what reached it, fault injection.
import { createReferenceServer } from '@svc/reference-server';

export const BASE = 'http://svc.test';

export async function startReference() {
  const server = await createReferenceServer({ seed: 'demo' });
  const demo = server.demo!;
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request.clone());
    return server.fetch(request);
  };
  const call = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    server.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    );
  const fault = async (spec: { operation: string; kind: string; times?: number; resetSeconds?: number }): Promise<void> => {
    const response = await call('POST', '/_admin/faults', spec);
    if (!response.ok) throw new Error(`fault injection failed: ${response.status} ${await response.text()}`);
  };
  /** A person takes the thread over from the console and replies. */
  const agentReply = async (conversationId: string, message: string): Promise<void> => {
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const response = await call('POST', `/api/engage/sites/${demo.engage.siteId}/conversations/${conversationId}/reply`, { message }, headers);
    if (!response.ok) throw new Error(`agent reply failed: ${response.status} ${await response.text()}`);
  };
  return { server, demo, fetch, sent, call, fault, agentReply };
}

/** A Web Storage in memory, optionally throwing on every call (Safari private mode, sandboxed frames). */
export function memoryStorage(options: { throws?: boolean } = {}) {
  const map = new Map<string, string>();
  const guard = () => {
    if (options.throws) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    map,
    getItem: (k: string) => (guard(), map.get(k) ?? null),
    setItem: (k: string, v: string) => (guard(), void map.set(k, v)),
    removeItem: (k: string) => (guard(), void map.delete(k)),
  };
}
