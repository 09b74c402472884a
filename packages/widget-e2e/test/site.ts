// The reference server (serving the built sdk.js from @svc/widget) and a customer's page around it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';
import type { ChromiumLaunch } from '@svc/test-chromium';
import { chromiumAvailable, launchChromium, servePage } from '@svc/test-chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';

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

/**
 * Builds the widget when dist/ lacks it: @svc/widget's `build:if-missing` script, run with node itself rather than
 * through pnpm, which costs a second of start-up in every file's beforeAll.
 */
export function ensureWidgetBuilt(): void {
  const widget = dirname(createRequire(import.meta.url).resolve('@svc/widget/package.json'));
  execFileSync(process.execPath, [join(widget, 'scripts', 'build-if-missing.mjs')], { stdio: 'inherit' });
}

export interface Shop {
  origin: string;
  /** Serves `html` at `path`, with optional response headers (a CSP, for example). */
  add(path: string, html: string, headers?: Record<string, string>): string;
  close(): Promise<void>;
}

async function startShop(): Promise<Shop> {
  const pages = await servePage();
  return {
    origin: pages.origin,
    add: (path, html, headers = {}) => pages.add(path, { type: 'text/html; charset=utf-8', body: html, headers }),
    close: pages.close,
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

/** A file's `describe`: runs with Chromium here; without it, fails under CI=true and skips loudly elsewhere. */
export function widgetSuite(label: string): typeof describe.skip {
  return chromiumAvailable(label) ? describe : describe.skip;
}

/** What `useWidgetSite` gives a suite once its beforeAll has run. */
export interface WidgetSite {
  readonly browser: Browser;
  readonly site: Running;
}

/**
 * The setup every widget e2e file shares, for the top of its `describe`: the built widget, one Chromium and one
 * reference server with the shop (the shop allow-listed), started before the file's tests and closed after them.
 * `setup` runs once both are up (a site setting the file needs, for example).
 */
export function useWidgetSite(options: { launch?: ChromiumLaunch; setup?: (site: Running) => Promise<void> } = {}): WidgetSite {
  let browser: Browser | undefined;
  let site: Running | undefined;
  beforeAll(async () => {
    ensureWidgetBuilt();
    browser = await launchChromium(options.launch);
    site = await startSite();
    await options.setup?.(site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.server.close();
    await site?.shop.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('useWidgetSite: Chromium is not started (read it in a test or hook)');
      return browser;
    },
    get site() {
      if (!site) throw new Error('useWidgetSite: the site is not started (read it in a test or hook)');
      return site;
    },
  };
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
  const response = await fetch(`${r.url}/_admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault: ${response.status} ${await response.text()}`);
}

/** The one script tag a customer copies, with any further attributes (`data-locale`, for example). */
export const scriptTag = (r: Running, attributes: Record<string, string> = {}) =>
  `<script src="${r.url}/v1/engage/sdk.js" data-key="${r.key}"${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')} async></script>`;

/** The customer's page around `scripts`, in the page language `lang`. */
export function shopDocument(scripts: string, options: { lang?: string; extra?: string } = {}): string {
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo shop</title></head>
<body>
<header><p>Demo shop</p></header>
<main><h1>Handmade pottery</h1><p>Workshops, gifts and studio hire.</p>${options.extra ?? ''}</main>
${scripts}
</body>
</html>`;
}

export const shopPage = (r: Running, extra = ''): string => shopDocument(scriptTag(r), { extra });

/** A strict Content-Security-Policy that allows the widget's own origin only: no inline code or style, no eval. */
export const STRICT_CSP = (url: string): string =>
  [
    "default-src 'none'",
    `script-src ${url}`,
    `connect-src ${url}`,
    "style-src 'none'",
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');

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
