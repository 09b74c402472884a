// Test support: a reference server in-process, its handler as `fetch`, a log of what reached it, admin calls.
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
  const admin = async (method: string, path: string, json?: unknown): Promise<Response> => {
    const response = await server.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { 'x-identity-sub': 'user_demo', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    );
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
    return response;
  };
  const fault = (spec: { operation: string; kind: string; times?: number; resetSeconds?: number }) => admin('POST', '/_admin/faults', spec);
  const entryPath = (collection: string, entryId: string) => `/_admin/content/websites/${demo.content.siteId}/collections/${collection}/entries/${entryId}`;
  return { server, demo, fetch, sent, admin, fault, entryPath };
}
