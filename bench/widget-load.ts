// The widget's two-stage loading in headless Chromium against the reference server (the built sdk.js and panel file,
// brotli as Chromium asks): how long after sdk.js arrives the launcher is on screen, the longest task meanwhile, and
// the first open (time and longest task), without throttling and with 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate). "First open" is a click on a page that has been idle (the panel file was preloaded
// then, and the panel rendered hidden); "cold open" is a click on a page where nothing preloaded it (download,
// evaluation and render start with the pointer over the launcher). The figures are wall-clock: on a busy machine they grow with its load.
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
// The page tells the bench everything through console.debug, and the bench drives it with CDP input only: a
// page.evaluate or waitForFunction would first inject Playwright's own script into the page, a task of 50-120 ms at
// 4x throttling that lands in the very windows measured here (seen in a CDP trace).
/**
 * Installed before any page script: long tasks (buffered), the first frame with the launcher shown, when the hidden
 * panel was rendered (idle preload), and each open (from the click's time stamp to the first frame with the panel).
 */
const PROBE = `(() => {
  const say = (...args) => console.debug('svc-bench ' + JSON.stringify(args));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) say('task', e.startTime, e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const shadow = () => { const host = document.querySelector('svc-widget'); return host && host.shadowRoot; };
  const check = () => {
    const host = document.querySelector('svc-widget');
    const launcher = host && host.shadowRoot && host.shadowRoot.querySelector('.launcher');
    // Shown in this frame: the frame renders it (no forced layout here, which would be the probe's own cost).
    if (launcher && !host.hidden) {
      const at = performance.now();
      setTimeout(() => {
        const sdk = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/v1/engage/sdk.js'));
        const r = launcher.getBoundingClientRect();
        say('launcher', sdk.responseEnd, at, r.x + r.width / 2, r.y + r.height / 2);
      }, 0);
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  const rendered = () => (shadow() && shadow().querySelector('[role=dialog]') ? say('rendered', performance.now()) : setTimeout(rendered, 50));
  rendered();
  addEventListener('click', (e) => {
    const start = e.timeStamp;
    const shown = () => {
      const dialog = shadow().querySelector('[role=dialog]');
      if (dialog && !dialog.parentElement.hidden) say('open', start, performance.now());
      else requestAnimationFrame(shown);
    };
    requestAnimationFrame(shown);
  }, true);
})();`;

/** Stops the idle-time preload: nothing loads the panel file before the open. */
const NO_IDLE = 'window.requestIdleCallback = () => 0;';

const longest = (tasks: [number, number][], from: number, to: number) =>
  Math.max(0, ...tasks.filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => duration));

async function once(browser: Browser, pageUrl: string, throttling: number, cold: boolean): Promise<Partial<WidgetLoadRow>> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  await page.addInitScript({ content: PROBE });
  if (cold) await page.addInitScript({ content: NO_IDLE });
  const tasks: [number, number][] = [];
  const said = new Map<string, number[]>();
  const waiters: [string, () => void][] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('svc-bench ')) return;
    const [what, ...values] = JSON.parse(text.slice(10)) as [string, ...number[]];
    if (what === 'task') tasks.push([values[0]!, values[1]!]);
    else said.set(what, values);
    for (const [name, resolve] of waiters) if (name === what) resolve();
  });
  const heard = (what: string, timeout = 15_000) =>
    said.has(what)
      ? Promise.resolve(said.get(what)!)
      : new Promise<number[]>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the page did not report ${what}`)), timeout);
          waiters.push([what, () => (clearTimeout(timer), resolve(said.get(what)!))]);
        });
  await page.goto(pageUrl);
  const [scriptEnd, launcherAt, x, y] = await heard('launcher');
  let result: Partial<WidgetLoadRow>;
  if (cold) {
    await page.waitForTimeout(300);
    // Pointer over the launcher, then the click: the panel file starts loading on the hover, an instant before.
    await page.mouse.click(x!, y!);
    const [start, shown] = await heard('open');
    await page.waitForTimeout(300);
    result = { coldOpenMs: shown! - start!, coldOpenLongestTaskMs: longest(tasks, start!, shown!) };
  } else {
    // The page goes idle, the panel file is preloaded and the panel rendered hidden, then the visitor clicks.
    await heard('rendered');
    await page.waitForTimeout(500);
    await page.mouse.click(x!, y!);
    const [start, shown] = await heard('open');
    await page.waitForTimeout(300);
    result = {
      launcherMs: launcherAt! - scriptEnd!,
      loadLongestTaskMs: longest(tasks, scriptEnd!, launcherAt!),
      preloadLongestTaskMs: longest(tasks, launcherAt!, start!),
      openMs: shown! - start!,
      openLongestTaskMs: longest(tasks, start!, shown!),
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
