// Every path of the contract is journalled under its operationId (never "unknown"), and the server's own traffic (the
// files of the console, the HTTP reference and the widget) is hidden from the journal's default list like the
// console's own calls.
import { openapiDocument } from '@svc/spec/document';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';

type Operation = { operationId: string };
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;

/** Every operation of the contract with a path a request can take (path parameters filled with a dummy value). */
function operations(): Array<{ method: string; path: string; operationId: string }> {
  const out: Array<{ method: string; path: string; operationId: string }> = [];
  for (const [template, item] of Object.entries(openapiDocument.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      out.push({ method: method.toUpperCase(), path: template.replace(/\{[^}]+\}/g, 'x1'), operationId: op.operationId });
    }
  }
  return out;
}

const journal = async (server: Awaited<ReturnType<typeof createReferenceServer>>, query = '') =>
  (await (await server.fetch(new Request(`http://127.0.0.1/_admin/requests?limit=500${query}`))).json()) as {
    requests: Array<{ id: string; operationId: string; path: string; console: boolean }>;
  };

describe('the journal names every operation', () => {
  it('each path and method of openapi.yaml is journalled under its operationId', async () => {
    const server = await createReferenceServer({ seed: 'demo' });
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, operationId } of operations()) {
      const response = await server.fetch(new Request(`http://127.0.0.1${path}`, { method }));
      // Streams answer at once and stay open: the journal has their entry already.
      await response.body?.cancel();
      // Read at once: a request of the list may clear the journal (adminClearRequests) or reset the state.
      const id = response.headers.get('x-request-id')!;
      const entry = (await (await server.fetch(new Request(`http://127.0.0.1/_admin/requests/${id}`))).json()) as {
        request?: { operationId: string };
      };
      if (entry.request?.operationId !== operationId) wrong.push(`${method} ${path}: ${entry.request?.operationId} (not ${operationId})`);
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('the files of the console, the HTTP reference and the widget are hidden by default, shown with console=true', async () => {
    const server = await createReferenceServer({ seed: 'demo' });
    for (const path of ['/_console/', '/_docs/', '/_docs/init.js', '/openapi.json', '/v1/engage/sdk.js', '/health']) {
      const response = await server.fetch(new Request(`http://127.0.0.1${path}`));
      await response.body?.cancel();
    }
    expect((await journal(server)).requests.map((r) => r.path)).toEqual(['/health']);
    const all = (await journal(server, '&console=true')).requests.filter((r) => !r.path.startsWith('/_admin'));
    expect(all.map((r) => [r.path, r.console])).toEqual([
      ['/health', false],
      ['/v1/engage/sdk.js', true],
      ['/openapi.json', true],
      ['/_docs/init.js', true],
      ['/_docs/', true],
      ['/_console/', true],
    ]);
  });
});
