// Test support: a reference server in-process with recorded webhook deliveries, its handler as `fetch`.
import { RecordingWebhookSender, createReferenceServer } from '@svc/reference-server';

export const BASE = 'http://svc.test';

export async function startReference() {
  const webhooks = new RecordingWebhookSender();
  const server = await createReferenceServer({ seed: 'demo', webhooks });
  const demo = server.demo!;
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request.clone());
    return server.fetch(request);
  };
  const call = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await server.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
    );
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const fault = (spec: { operation: string; kind: string; times?: number; resetSeconds?: number }) => call('POST', '/_admin/faults', spec);
  const consoleHeaders = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
  return { server, demo, fetch, sent, call, fault, webhooks, consoleHeaders };
}
