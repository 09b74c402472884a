// The reference server (serving the built sdk.js from @svc/widget) and a customer's page around it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';

export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

export interface Running {
  server: RunningNodeServer;
  /** The customer's site: another origin on the loopback address (browsers keep public pages off loopback). */
  shop: Shop;
  url: string;
  key: string;
  portal: { 'x-portal-key': string; 'x-identity-sub': string };
  siteId: string;
}

export function ensureWidgetBuilt(): void {
  execFileSync('pnpm', ['--filter', '@svc/widget', 'run', 'build:if-missing'], { stdio: 'inherit' });
}

export interface Shop {
  origin: string;
  /** Serves `html` at `path`, with optional response headers (a CSP, for example). */
  add(path: string, html: string, headers?: Record<string, string>): string;
  close(): Promise<void>;
}

async function startShop(): Promise<Shop> {
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const http = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    origin,
    add: (path, html, headers = {}) => (pages.set(path, { html, headers }), `${origin}${path}`),
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

export async function startSite(): Promise<Running> {
  const server = await startNodeServer({ port: 0, seed: 'demo' });
  const demo = server.server.demo!;
  const shop = await startShop();
  const running: Running = {
    server,
    shop,
    url: server.url,
    key: demo.engage.publishableKey,
    portal: { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub },
    siteId: demo.engage.siteId,
  };
  // The customer's site must be allow-listed, as a site owner does in the console.
  await consoleCall(running, 'PATCH', '', { allowedOrigins: [shop.origin] });
  mkdirSync(ARTIFACTS, { recursive: true });
  return running;
}

export async function consoleCall<T = Record<string, unknown>>(r: Running, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${r.url}/api/engage/sites/${r.siteId}${path}`, {
    method,
    headers: { ...r.portal, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export async function injectFault(r: Running, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${r.url}/_admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault: ${response.status} ${await response.text()}`);
}

/** The one script tag a customer copies. */
export const scriptTag = (r: Running) => `<script src="${r.url}/v1/engage/sdk.js" data-key="${r.key}" async></script>`;

export function shopPage(r: Running, extra = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo shop</title></head>
<body>
<header><p>Demo shop</p></header>
<main><h1>Handmade pottery</h1><p>Workshops, gifts and studio hire.</p>${extra}</main>
${scriptTag(r)}
</body>
</html>`;
}

/** Collects the page's Content-Security-Policy violations (directive and blocked URI) from its first script on. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page (or only in the widget's host and shadow tree, with `widgetOnly`), once every
 * finite animation has finished: mid-fade the panel's text is translucent and fails color-contrast. Chromium's
 * document.getAnimations() leaves out shadow trees, so each open shadow root is asked too.
 */
export async function axeViolations(page: Page, widgetOnly = false): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  await page.evaluate(() => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => el.shadowRoot ?? [])];
    const running = roots.flatMap((root) => root.getAnimations());
    return Promise.all(running.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished));
  });
  return page.evaluate(async (only) => {
    type Axe = { run(c: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(only ? { include: ['svc-widget'] } : document);
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, widgetOnly);
}
