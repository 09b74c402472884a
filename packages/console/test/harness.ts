// The reference server with the demo, the built widget and the built console, and a webhook receiver, for the
// console's end-to-end tests in Chromium.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';
import { launchChromium } from '@svc/test-chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The newest modification time of a file under `path` (or of `path` itself), ms; 0 when it does not exist. */
function newest(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  } catch {
    return 0;
  }
}

/**
 * Whether dist/ is older than what it is built from: the console's sources, the contract's generated code and the
 * typed client it imports. A stale dist/ would test yesterday's console; a fresh one is not rebuilt, so a server started meanwhile by
 * another suite never reads a dist/ that is being emptied and written.
 */
function consoleStale(): boolean {
  const at = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
  const built = newest(at('dist/index.html'));
  const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json', '../spec/src', '../types/src', '../core/src'].map((p) =>
    newest(at(p)),
  );
  return built === 0 || Math.max(...inputs) > built;
}

export function ensureBuilt(): void {
  // @svc/widget's `build:if-missing` script, with node itself: through pnpm it costs a second in every file.
  const widget = dirname(createRequire(import.meta.url).resolve('@svc/widget/package.json'));
  execFileSync(process.execPath, [join(widget, 'scripts', 'build-if-missing.mjs')], { stdio: 'inherit' });
  if (!consoleStale()) return;
  // NODE_ENV=production as `pnpm build` has it (vitest sets test, which would keep development code in).
  execFileSync('pnpm', ['--filter', '@svc/console', 'run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export interface Receiver {
  url: string;
  /** Statuses to answer, in order; then 200. */
  plan: number[];
  received: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = { plan: [] as number[], received: 0 } as Receiver;
  const http = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      receiver.received++;
      res.writeHead(receiver.plan.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => http.close(() => resolve()));
  return receiver;
}

export async function startConsoleSite(options: { journalSize?: number } = {}): Promise<RunningNodeServer> {
  const server = await startNodeServer({ port: 0, seed: 'demo', localDevelopment: true, ...options });
  mkdirSync(ARTIFACTS, { recursive: true });
  return server;
}

/**
 * A capture the test control's fault answers: a one-time `rate_limit` fault on createCapture, then one capture with
 * the demo's test key. Returns the fault and the 429 (its `Svc-Fault` header names the fault).
 */
export async function faultedCapture(site: RunningNodeServer, email: string): Promise<{ fault: { id: string }; answer: Response }> {
  const injected = await fetch(`${site.url}/_admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operation: 'createCapture', kind: 'rate_limit', times: 1, resetSeconds: 1 }),
  });
  const { fault } = (await injected.json()) as { fault: { id: string } };
  const answer = await fetch(`${site.url}/v1/capture`, {
    method: 'POST',
    headers: { 'x-api-key': site.server.demo!.capture.keys.test, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { email } }),
  });
  return { fault, answer };
}

export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // The console's CSP refuses inline scripts: axe goes in through the test's privileged channel instead.
    await page.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(c: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
    ).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** Collects the page's Content-Security-Policy violations. */
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

export const TABS = ['requests', 'captures', 'outbox', 'webhooks', 'engage', 'content', 'keys', 'control'] as const;

/**
 * A visitor on the demo page opens the widget, asks, and waits for the service's answer to that turn (and, when it
 * answered, for the answer to show); their page is returned. The wait is for the turn itself: a visitor of a context
 * that chatted before resumes that thread, whose restored history already shows answers, so waiting for an answer
 * to appear would return before this turn reached the server, and closing the page could cancel it.
 */
export async function visitorAsks(context: BrowserContext, url: string, question: string, timeout?: number): Promise<Page> {
  const visitor = await context.newPage();
  await visitor.goto(url);
  await visitor.locator('svc-widget .launcher').click();
  await visitor.locator('svc-widget textarea').fill(question);
  const turn = visitor.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/engage/chat'), {
    timeout,
  });
  await visitor.locator('svc-widget textarea').press('Enter');
  const answered = await turn;
  if (answered.ok()) {
    const { answer } = (await answered.json()) as { answer?: string };
    // The answer's first line, as the widget shows it (a queued turn, held by a person, has none).
    const shown = answer?.split('\n')[0]?.trim().slice(0, 60);
    if (shown) await visitor.locator('svc-widget .msg.assistant', { hasText: shown }).last().waitFor({ timeout });
  }
  return visitor;
}

/** What useConsole opens for a describe block: Chromium, the demo server, one context and the console's page. */
export interface ConsoleSession {
  browser: Browser;
  site: RunningNodeServer;
  context: BrowserContext;
  page: Page;
}

/**
 * Opens the console at 1440 x 900 on a demo server for the describe block it is called in (its first screen shown),
 * and closes everything after it. `beforeOpen` runs on the page before it loads the console (a CSP watcher, say).
 */
export function useConsole(options: { acceptDownloads?: boolean; beforeOpen?: (page: Page) => Promise<void> } = {}): ConsoleSession {
  const session = {} as ConsoleSession;
  beforeAll(async () => {
    ensureBuilt();
    session.browser = await launchChromium();
    session.site = await startConsoleSite();
    session.context = await session.browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: options.acceptDownloads,
    });
    // Copy buttons write the clipboard; a test reads it back.
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.site.url });
    session.page = await session.context.newPage();
    await options.beforeOpen?.(session.page);
    await session.page.goto(`${session.site.url}/_console/`);
    await session.page.locator('nav .badge').first().waitFor();
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
    await session.site?.close();
  });
  return session;
}
