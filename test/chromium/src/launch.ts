// Starts the Chromium of the browser tests: the executable chosen by availability.ts, headless, with the flags CI uses
// (no sandbox for root in containers, no GPU, and no background traffic that would leave 127.0.0.1).
import type { Browser, LaunchOptions } from 'playwright-core';
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

/** A headless Chromium; refuses with the reason when there is none to start. */
export async function launchChromium(launch: ChromiumLaunch = {}): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(`cannot launch Chromium: ${missing}`);
  return chromium.launch(chromiumLaunchOptions(process.env, launch));
}
