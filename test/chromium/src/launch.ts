// Starts the Chromium of the browser tests: the executable chosen by availability.ts, headless, with the flags CI uses
// (no sandbox for root in containers, no GPU, and no background traffic that would leave 127.0.0.1).
//
// One Chromium per test process and set of flags, lent to each caller: a suite gets a browser whose `close()` closes
// the contexts and pages it opened, not the process. A test file that runs in a worker after another (the browser
// suites share one worker) starts no Chromium of its own: a launch (the browser, GPU, network and zygote processes)
// cost the Chromium half about 2 s a file, now paid once per worker instead of once per file. A browser that has gone (crashed, or
// closed by a test through its own handle) is started again for the next caller. Playwright closes it as the worker
// exits.
import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core';
import { chromium } from 'playwright-core';
import type { ChromiumEnvironment } from './availability.js';
import { chromiumMissing, chromiumPath } from './availability.js';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What a suite may add to the launch: flags after the CI ones (a host mapping, for example), never instead of them. */
export interface ChromiumLaunch {
  args?: readonly string[];
}

export function chromiumLaunchOptions(env: ChromiumEnvironment = process.env, launch: ChromiumLaunch = {}): LaunchOptions {
  return { executablePath: chromiumPath(env), headless: true, args: [...CHROMIUM_FLAGS, ...(launch.args ?? [])] };
}

/** The running Chromium of this process for each set of flags. */
const running = new Map<string, Promise<Browser>>();

/**
 * A headless Chromium for one suite (refused with the reason when there is none to start): this process's browser with
 * these flags, lent. Its `close()` closes what the suite opened through it (contexts, and pages with their contexts).
 */
export async function launchChromium(launch: ChromiumLaunch = {}): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(`cannot launch Chromium: ${missing}`);
  const options = chromiumLaunchOptions(process.env, launch);
  const key = JSON.stringify(options.args);
  let browser = running.get(key);
  if (!browser || !(await browser.catch(() => undefined))?.isConnected()) {
    browser = chromium.launch(options);
    running.set(key, browser);
    browser.catch(() => running.delete(key));
  }
  return lend(await browser);
}

/** `browser` as one suite sees it: what it opens is tracked, and closing closes only that. */
function lend(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
  };
  const own: Partial<Browser> = {
    newContext: async (...args) => {
      const context = await browser.newContext(...args);
      track(context);
      return context;
    },
    newPage: async (...args) => {
      const page = await browser.newPage(...args);
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(own, property)) return own[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
