// The example's two servers: the svc reference server (demo data, serving sdk.js) and the customer's page on its own
// origin, which the demo Engage site is told to accept, as a customer does in the console.

import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';

export interface ExampleOptions {
  host?: string;
  /** The reference server's port (0: any free one). */
  svcPort: number;
  /** The page's port (0: any free one). */
  pagePort: number;
}

export interface RunningExample {
  svc: RunningNodeServer;
  /** The page that embeds the widget. */
  pageUrl: string;
  close(): Promise<void>;
}

/** Lets `origin` use the demo Engage site (the console's allowed origins). */
async function allowOrigin(svc: RunningNodeServer, origin: string): Promise<void> {
  const { console: owner, engage } = svc.server.demo!;
  const headers = { 'x-portal-key': owner.portalKey, 'x-identity-sub': owner.identitySub, 'content-type': 'application/json' };
  const url = `${svc.url}/api/engage/sites/${engage.siteId}`;
  const { sites } = (await (await fetch(`${svc.url}/api/engage/sites`, { headers })).json()) as {
    sites: Array<{ id: string; allowedOrigins: string[] }>;
  };
  const current = sites.find((s) => s.id === engage.siteId)?.allowedOrigins ?? [];
  const response = await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ allowedOrigins: [...current, origin] }) });
  if (!response.ok) throw new Error(`could not allow ${origin}: ${response.status} ${await response.text()}`);
}

export async function startExample({ host = '127.0.0.1', svcPort, pagePort }: ExampleOptions): Promise<RunningExample> {
  // The widget's built files, served by the reference server as svc serves them: the loader at GET /v1/engage/sdk.js
  // and the panel it imports at GET /v1/engage/sdk/panel-<hash>.js (the folder beside sdk.js).
  const sdkPath = createRequire(import.meta.url).resolve('@svc/widget/sdk.js');
  const sdkScript = await readFile(sdkPath, 'utf8');
  const sdkFiles: Record<string, string> = {};
  for (const name of await readdir(join(dirname(sdkPath), 'sdk')))
    sdkFiles[name] = await readFile(join(dirname(sdkPath), 'sdk', name), 'utf8');
  const svc = await startNodeServer({ host, port: svcPort, seed: 'demo', sdkScript, sdkFiles });
  const template = await readFile(new URL('../public/index.html', import.meta.url), 'utf8');
  const html = template.replaceAll('{{SVC_URL}}', svc.url).replaceAll('{{PUBLISHABLE_KEY}}', svc.server.demo!.engage.publishableKey);

  const page = createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://page').pathname !== '/') return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve, reject) => page.once('error', reject).listen(pagePort, host, resolve));
  const pageUrl = `http://${host}:${(page.address() as AddressInfo).port}/`;
  await allowOrigin(svc, new URL(pageUrl).origin);

  return {
    svc,
    pageUrl,
    async close() {
      page.closeAllConnections(); // a browser keeps its connections open
      await new Promise<void>((resolve) => page.close(() => resolve()));
      await svc.close();
    },
  };
}
