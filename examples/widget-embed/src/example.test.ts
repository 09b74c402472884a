// The example as a visitor meets it: the page loads sdk.js from the reference server with its one script tag, and the
// widget boots in Chromium (launcher shown with the site's branding, panel opens). Required when CI=true; elsewhere
// the browser part skips loudly when Chromium is missing.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExample } from './example.js';
import { startExample } from './example.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const available = existsSync(CHROMIUM);
if (!available && process.env.CI === 'true') throw new Error(`browser test required in CI, but ${CHROMIUM} is missing`);
if (!available) console.warn(`\n!!! SKIPPING the widget-embed browser test: ${CHROMIUM} not found (required when CI=true) !!!\n`);

let example: RunningExample;
beforeAll(async () => {
  example = await startExample({ svcPort: 0, pagePort: 0 });
});
afterAll(() => example.close());

describe('the page and the script', () => {
  it('the page carries exactly one script tag: sdk.js from the svc server with the demo publishable key', async () => {
    const html = await (await fetch(example.pageUrl)).text();
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

    expect(tags).toEqual([
      `<script src="${example.svc.url}/v1/engage/sdk.js" data-key="${example.svc.server.demo!.engage.publishableKey}" async>`,
    ]);
  });

  it('the svc server serves sdk.js as cacheable JavaScript', async () => {
    const response = await fetch(`${example.svc.url}/v1/engage/sdk.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect((await response.text()).length).toBeGreaterThan(1000);
  });
});

describe.skipIf(!available)('in Chromium', () => {
  it('loads sdk.js from the svc server, boots the widget, and opens its panel', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') errors.push(m.text());
      });
      const sdk = page.waitForResponse((r) => r.url() === `${example.svc.url}/v1/engage/sdk.js`);
      const config = page.waitForResponse((r) => r.url().startsWith(`${example.svc.url}/v1/engage/config`));

      await page.goto(example.pageUrl);

      expect((await sdk).status()).toBe(200);
      expect((await config).status()).toBe(200);
      const launcher = page.locator('svc-widget button.launcher'); // playwright's CSS pierces the open shadow root
      await launcher.waitFor({ state: 'visible', timeout: 30_000 });
      expect((await launcher.textContent())?.trim()).not.toBe('');
      await launcher.click();
      await expect.poll(() => launcher.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
