// Headless Chromium (Debian's /usr/bin/chromium) for the end-to-end tests: required when CI=true, skipped loudly
// elsewhere when it is missing.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const required = process.env.CI === 'true';
export const available = existsSync(CHROMIUM);

if (!available && !required) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! widget end-to-end tests SKIPPED: no Chromium at ${CHROMIUM}.\n` +
      `!! Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH; with CI=true they are required.\n${'!'.repeat(78)}\n`,
  );
}

export function launch(): Promise<Browser> {
  if (!available) throw new Error(`CI=true needs Chromium at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
