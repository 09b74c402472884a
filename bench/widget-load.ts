// The widget's two-stage loading in headless Chromium against the reference server (the built sdk.js and panel file,
// brotli as Chromium asks): how long after sdk.js arrives the launcher is on screen, the longest task meanwhile, and
// the first open (time and longest task), without throttling and with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate). "First open" is a click on a page that has been idle (the panel file was preloaded
// then, and the panel rendered hidden); "cold open" is svc.open() on a page where nothing preloaded it (download,
// evaluation and render at once). The figures are wall-clock: on a busy machine they grow with its load.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { startNodeServer } from '@svc/reference-server/node';
import { chromiumMissing, launchChromium } from '@svc/test-chromium';

export interface WidgetLoadRow {
  throttling: number;
  /** From sdk.js's responseEnd to the first frame with the launcher shown. */
  launcherMs: number;
  /** Longest task between sdk.js's response and the launcher on screen (0: none over 50 ms). */
  loadLongestTaskMs: number;
  /** Click to the first frame with the panel shown, panel file preloaded at idle. */
  openMs: number;
  openLongestTaskMs: number;
  /** svc.open() with nothing preloaded. */
  coldOpenMs: number;
  coldOpenLongestTaskMs: number;
  /** Longest task of the idle-time preload (evaluating the panel file). */
  preloadLongestTaskMs: number;
}

// Page code as text: tsx names functions with a helper (__name) the page does not have.
/** Installed before any page script: long tasks (buffered) and the first frame with the launcher shown. */
const PROBE = `(() => {
  const bench = (window.bench = { tasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const host = document.querySelector('svc-widget');
    const launcher = host && host.shadowRoot && host.shadowRoot.querySelector('.launcher');
    // Shown in this frame: the frame renders it (no forced layout here, which would be the probe's own cost).
    if (launcher && !host.hidden) bench.launcherAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Stops the idle-time preload: nothing loads the panel file before the open. */
const NO_IDLE = 'window.requestIdleCallback = () => 0;';

/** Opens the panel in the page; answers when it started and the first frame the panel showed in. */
const openInPage = (how: 'click' | 'api') => `new Promise((resolve) => {
  const start = performance.now();
  const host = document.querySelector('svc-widget');
  if (${JSON.stringify(how)} === 'click') host.shadowRoot.querySelector('.launcher').click();
  else void window.svc.open();
  const check = () => {
    const dialog = host.shadowRoot.querySelector('[role=dialog]');
    if (dialog && !dialog.parentElement.hidden) resolve([start, performance.now()]);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const longest = (tasks: [number, number][], from: number, to: number) =>
  Math.max(0, ...tasks.filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => duration));

async function once(browser: Browser, pageUrl: string, throttling: number, cold: boolean): Promise<Partial<WidgetLoadRow>> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  await page.addInitScript({ content: PROBE });
  if (cold) await page.addInitScript({ content: NO_IDLE });
  let panelDone = false;
  page.on('requestfinished', (r) => {
    if (/\/v1\/engage\/sdk\/panel-/.test(r.url())) panelDone = true;
  });
  await page.goto(pageUrl);
  await page.waitForFunction('window.bench.launcherAt !== undefined');
  const load = await page.evaluate<{ scriptEnd: number; launcherAt: number }>(
    `({ scriptEnd: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/v1/engage/sdk.js')).responseEnd, launcherAt: window.bench.launcherAt })`,
  );
  let result: Partial<WidgetLoadRow>;
  if (cold) {
    await page.waitForTimeout(300);
    const [start, shown] = await page.evaluate<[number, number]>(openInPage('api'));
    await page.waitForTimeout(300);
    const tasks = await page.evaluate<[number, number][]>('window.bench.tasks');
    result = { coldOpenMs: shown - start, coldOpenLongestTaskMs: longest(tasks, start, shown) };
  } else {
    // The page goes idle, the panel file is preloaded, then the visitor clicks.
    const deadline = Date.now() + 15_000;
    while (!panelDone && Date.now() < deadline) await page.waitForTimeout(50);
    await page.waitForTimeout(500);
    const preloaded = await page.evaluate<number>('performance.now()');
    const [start, shown] = await page.evaluate<[number, number]>(openInPage('click'));
    await page.waitForTimeout(300);
    const tasks = await page.evaluate<[number, number][]>('window.bench.tasks');
    result = {
      launcherMs: load.launcherAt - load.scriptEnd,
      loadLongestTaskMs: longest(tasks, load.scriptEnd, load.launcherAt),
      preloadLongestTaskMs: longest(tasks, load.launcherAt, preloaded),
      openMs: shown - start,
      openLongestTaskMs: longest(tasks, start, shown),
    };
  }
  await context.close();
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function measureWidgetLoad(rounds = 5): Promise<WidgetLoadRow[] | string> {
  const missing = chromiumMissing();
  if (missing) return missing;
  const shopPages = new Map<string, string>();
  const shop = createServer((req, res) => {
    const html = shopPages.get(req.url ?? '');
    if (html === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  const server = await startNodeServer({ port: 0, seed: 'demo', allowOrigins: [shopOrigin] });
  const browser = await launchChromium();
  try {
    const key = server.server.demo!.engage.publishableKey;
    shopPages.set(
      '/',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1><p>Pottery and prints.</p>` +
        `<script src="${server.url}/v1/engage/sdk.js" data-key="${key}" async></script></body></html>`,
    );
    const rows: WidgetLoadRow[] = [];
    for (const throttling of [1, 4]) {
      const warm: Partial<WidgetLoadRow>[] = [];
      const cold: Partial<WidgetLoadRow>[] = [];
      // One unmeasured run first: Chromium's own caches (code, fonts) warm up; each measured run is a new context.
      await once(browser, `${shopOrigin}/`, throttling, false);
      for (let i = 0; i < rounds; i++) {
        warm.push(await once(browser, `${shopOrigin}/`, throttling, false));
        cold.push(await once(browser, `${shopOrigin}/`, throttling, true));
      }
      const m = (rows: Partial<WidgetLoadRow>[], key: keyof WidgetLoadRow) => median(rows.map((r) => r[key] as number));
      rows.push({
        throttling,
        launcherMs: m(warm, 'launcherMs'),
        loadLongestTaskMs: m(warm, 'loadLongestTaskMs'),
        preloadLongestTaskMs: m(warm, 'preloadLongestTaskMs'),
        openMs: m(warm, 'openMs'),
        openLongestTaskMs: m(warm, 'openLongestTaskMs'),
        coldOpenMs: m(cold, 'coldOpenMs'),
        coldOpenLongestTaskMs: m(cold, 'coldOpenLongestTaskMs'),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.close();
    await new Promise((resolve) => shop.close(resolve));
  }
}

export const WIDGET_LAUNCHER_BUDGET_MS = 100;
export const WIDGET_LONG_TASK_BUDGET_MS = 50;

export function printWidgetLoad(rows: WidgetLoadRow[] | string, rounds: number): void {
  console.log(
    `\nWidget loading in headless Chromium (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores), median of ${rounds} runs (budgets: launcher ≤ ${WIDGET_LAUNCHER_BUDGET_MS} ms after sdk.js with no ` +
      `long task; first open with no task over ${WIDGET_LONG_TASK_BUDGET_MS} ms; a 0 is no task over 50 ms):`,
  );
  if (typeof rows === 'string') {
    console.log(`  skipped: ${rows}`);
    return;
  }
  const pad = (s: string, n: number) => s.padEnd(n);
  const ms = (n: number) => n.toFixed(0);
  console.log(
    `${pad('CPU', 16)}${pad('launcher ms', 13)}${pad('longest task', 14)}${pad('idle preload task', 19)}${pad('first open ms', 15)}` +
      `${pad('longest task', 14)}${pad('cold open ms', 14)}longest task`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.throttling === 1 ? 'no throttling' : `${r.throttling}x throttling`, 16)}${pad(ms(r.launcherMs), 13)}${pad(ms(r.loadLongestTaskMs), 14)}` +
        `${pad(ms(r.preloadLongestTaskMs), 19)}${pad(ms(r.openMs), 15)}${pad(ms(r.openLongestTaskMs), 14)}${pad(ms(r.coldOpenMs), 14)}${ms(r.coldOpenLongestTaskMs)}`,
    );
  }
}
