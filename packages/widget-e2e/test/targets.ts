// One contract suite, two targets: the widget's feature scenarios run, unchanged, against the reference server over
// HTTP and against @svc/msw's service worker in the page. A scenario sees only `visit()`, which opens the customer's
// page with the built widget, and the `Visit` it answers: the page, the demo site's console API (the site owner's
// settings, the agent's replies and typing) and the widget's requests.
//
// - `server`: the reference server (demo seed) on 127.0.0.1, reset to its seed before each visit; the shop page on
//   another loopback origin carries the one script tag; console calls go from Node over HTTP.
// - `msw`: no svc server. A page server serves the shop page, msw's worker script and a bundle that starts
//   createMockService (demo seed) with setupWorker in the page and then adds the same script tag for
//   https://api.svc.test, so sdk.js, its panel file, the events stream and every call are answered by the worker.
//   Console calls go from the page, through the worker; each visit (a new browser context) is a new mock service.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageServer } from '@svc/test-chromium';
import { bundlePage, launchChromium, servePage } from '@svc/test-chromium';
import type { Browser, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SvcMock } from './msw-page.js';
import type { Running } from './site.js';
import { consoleCall, ensureWidgetBuilt, scriptTag, shopDocument, startSite } from './site.js';

export type TargetKind = 'server' | 'msw';

/** For `describe.each(TARGETS)('… against $name', ({ kind }) => …)`. */
export const TARGETS: readonly { kind: TargetKind; name: string }[] = [
  { kind: 'server', name: 'the reference server over HTTP' },
  { kind: 'msw', name: "@svc/msw's service worker in the page" },
];

/** The demo site's console API, as its owner or an agent: `/api/engage/sites/{siteId}{path}`. */
export type ConsoleCall = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;

export interface VisitOptions {
  /** The page's `<html lang>` (default `en`). */
  lang?: string;
  /** Further attributes of the widget's script tag (`data-locale`, for example). */
  script?: Record<string, string>;
  context?: BrowserContextOptions;
  /** Site settings made through the console before the widget loads (the site's own state for this visit). */
  before?: (console: ConsoleCall) => Promise<void>;
  /** A script run in the page before any of its own (`page.addInitScript`). */
  init?: () => void;
  /**
   * The events stream answers as a proxy that rewrites it would (200, text/plain, nothing streamed): on the server
   * by Playwright's routing, on msw by a handler the page puts in front (`worker.use`).
   */
  rewriteEvents?: boolean;
}

export interface Visit {
  page: Page;
  console: ConsoleCall;
  /** Every request the page made to the service's Engage endpoints (`/v1/engage/…`), in order. */
  requests: Request[];
  /**
   * For each of those answered so far (a long poll still held is not), whether a service worker answered it (msw)
   * rather than the network.
   */
  byWorker(): boolean[];
}

export interface WidgetTarget {
  readonly kind: TargetKind;
  /** Opens the shop page with the widget in a new browser context and waits for the launcher. */
  visit(options?: VisitOptions): Promise<Visit>;
}

const VIEWPORT = { width: 1100, height: 760 };
const EVENTS = /\/v1\/engage\/conversations\/[^/]+\/events\?/;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The mock page's bundle: @svc/msw from its sources (the `@svc/source` condition), with the widget's built sdk.js and panel
 * file put where its package build puts them (src/widget-sdk.ts), so the worker serves the same files the server does.
 */
async function mockPageBundle(): Promise<string> {
  const sdkPath = createRequire(import.meta.url).resolve('@svc/widget/sdk.js');
  const files = Object.fromEntries(
    readdirSync(join(dirname(sdkPath), 'sdk'))
      .filter((n) => /^[\w-]+\.js$/.test(n))
      .map((n) => [n, readFileSync(join(dirname(sdkPath), 'sdk', n), 'utf8')]),
  );
  const embedded = `export const WIDGET_SDK = ${JSON.stringify(readFileSync(sdkPath, 'utf8'))};\nexport const WIDGET_SDK_FILES = ${JSON.stringify(files)};\n`;
  return bundlePage(here('./msw-page.ts'), {
    plugins: [
      {
        name: 'embed-widget-sdk',
        setup: (b) => void b.onLoad({ filter: /[\\/]msw[\\/]src[\\/]widget-sdk\.ts$/ }, () => ({ contents: embedded, loader: 'js' })),
      },
    ],
  });
}

function watchEngage(page: Page): Pick<Visit, 'requests' | 'byWorker'> {
  const requests: Request[] = [];
  const answered = new Map<Request, Response>();
  const engage = (r: Request) => /\/v1\/engage\//.test(new URL(r.url()).pathname);
  page.on('request', (r) => engage(r) && requests.push(r));
  page.on('response', (r) => engage(r.request()) && answered.set(r.request(), r));
  return { requests, byWorker: () => requests.flatMap((r) => (answered.has(r) ? [answered.get(r)!.fromServiceWorker()] : [])) };
}

/**
 * For the top of a target's `describe`: the built widget, one Chromium, and the target (the reference server and the
 * shop, or the mock page server), closed after the suite.
 */
export function useWidgetTarget(kind: TargetKind): WidgetTarget {
  let browser: Browser | undefined;
  let server: Running | undefined;
  let mockPages: PageServer | undefined;
  let pages = 0;

  beforeAll(async () => {
    ensureWidgetBuilt();
    browser = await launchChromium();
    if (kind === 'server') {
      server = await startSite();
      return;
    }
    mockPages = await servePage({
      '/msw-page.js': await mockPageBundle(),
      '/mockServiceWorker.js': readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8'),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.server.close();
    await server?.shop.close();
    await mockPages?.close();
  });

  async function newPage(options: VisitOptions): Promise<{ page: Page } & Pick<Visit, 'requests' | 'byWorker'>> {
    const context = await browser!.newContext({ viewport: VIEWPORT, ...options.context });
    const page = await context.newPage();
    if (options.init) await page.addInitScript(options.init);
    return { page, ...watchEngage(page) };
  }

  async function visitServer(r: Running, options: VisitOptions): Promise<Visit> {
    // Each visit starts from the seed, as each mock does.
    const reset = await fetch(`${r.url}/_admin/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seed":"demo"}',
    });
    if (!reset.ok) throw new Error(`reset: ${reset.status}`);
    await consoleCall(r, 'PATCH', '', { allowedOrigins: [r.shop.origin] });
    const call: ConsoleCall = (method, path, body) => consoleCall(r, method, path, body);
    await options.before?.(call);
    const { page, requests, byWorker } = await newPage(options);
    if (options.rewriteEvents) {
      await page.route(EVENTS, (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', headers: { 'access-control-allow-origin': r.shop.origin }, body: '' }),
      );
    }
    await page.goto(r.shop.add(`/visit${++pages}`, shopDocument(scriptTag(r, options.script), { lang: options.lang })));
    await page.locator('svc-widget .launcher').waitFor();
    // sdk.js and the config came over the network from the server.
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining(['/v1/engage/sdk.js', '/v1/engage/config']));
    expect(byWorker()).not.toContain(true);
    return { page, console: call, requests, byWorker };
  }

  async function visitMock(server: PageServer, options: VisitOptions): Promise<Visit> {
    const { page, requests, byWorker } = await newPage(options);
    await page.goto(
      server.add(`/visit${++pages}`, shopDocument('<script type="module" src="/msw-page.js"></script>', { lang: options.lang })),
    );
    await page.waitForFunction(() => 'svcMock' in window);
    const call: ConsoleCall = async <T>(method: string, path: string, body?: unknown) => {
      const { status, json } = await page.evaluate(([m, p, b]) => (window as unknown as { svcMock: SvcMock }).svcMock.console(m!, p!, b), [
        method,
        path,
        body,
      ] as const);
      if (status < 200 || status > 299) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
      return json as T;
    };
    await options.before?.(call);
    if (options.rewriteEvents) await page.evaluate(() => (window as unknown as { svcMock: SvcMock }).svcMock.rewriteEvents());
    await page.evaluate((attributes) => (window as unknown as { svcMock: SvcMock }).svcMock.loadWidget(attributes), options.script ?? {});
    await page.locator('svc-widget .launcher').waitFor();
    // sdk.js and the config came from the worker (there is no server at MOCK_BASE to answer them).
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining(['/v1/engage/sdk.js', '/v1/engage/config']));
    expect(byWorker()).not.toContain(false);
    return { page, console: call, requests, byWorker };
  }

  return {
    kind,
    visit: (options = {}) => (server ? visitServer(server, options) : visitMock(mockPages!, options)),
  };
}
