// Headless Chromium: the bundle runs in a real page served from 127.0.0.1 (a secure context, so Web Crypto is
// there). The page's server also forwards /_admin to the reference server, so the page steers faults same-origin.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@svc/test-chromium';
import type { SmokeConfig, SmokeReport } from '../protocol.js';
import { RUN_TIMEOUT_MS, withTimeout } from './process.js';
import type { Reference } from './reference.js';

export async function runInChromium(bundle: string, config: SmokeConfig, reference: Reference): Promise<SmokeReport> {
  const script = await readFile(bundle, 'utf8');
  const page = createServer((request, response) => {
    serve(request, response, script, reference.url).catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  await reference.allowBrowserOrigin(origin);

  const browser = await launchChromium();
  const pageErrors: string[] = [];
  try {
    const tab = await browser.newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await tab.goto(`${origin}/`);
    const secure = await tab.evaluate(() => globalThis.isSecureContext && typeof crypto.subtle === 'object');
    if (!secure) throw new Error(`${origin} is not a secure context: Web Crypto is missing`);
    const pageConfig: SmokeConfig = { ...config, controlUrl: `${origin}/_admin` };
    const run = tab.evaluate(
      (json) => (globalThis as unknown as { svcSmoke(config: string): Promise<string> }).svcSmoke(json),
      JSON.stringify(pageConfig),
    );
    const report = JSON.parse(await withTimeout(run, RUN_TIMEOUT_MS, 'chromium')) as SmokeReport;
    for (const check of report.checks) {
      if (!check.ok && pageErrors.length > 0) check.detail = `${check.detail}; page console: ${pageErrors.join(' | ')}`;
    }
    return report;
  } finally {
    await browser.close();
    await new Promise((resolve) => page.close(resolve));
  }
}

async function serve(request: IncomingMessage, response: ServerResponse, script: string, referenceUrl: string): Promise<void> {
  const path = request.url ?? '/';
  if (path === '/') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><meta charset="utf-8"><title>svc smoke</title><script src="/smoke.js"></script>');
    return;
  }
  if (path === '/smoke.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    response.end(script);
    return;
  }
  if (path === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  if (path.startsWith('/_admin/')) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const forwarded = await fetch(`${referenceUrl}${path}`, {
      method: request.method ?? 'GET',
      headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json' },
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    response.writeHead(forwarded.status, { 'Content-Type': forwarded.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await forwarded.arrayBuffer()));
    return;
  }
  response.writeHead(404).end();
}
