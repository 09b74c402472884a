// setupWorker in real Chromium: the page registers msw's own mockServiceWorker.js from 127.0.0.1, and
// @svc/engage-browser talks to the @svc/msw handlers with no svc server running. Required in CI; elsewhere it skips loudly when Chromium is missing.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromiumAvailable, launchChromium } from '@svc/test-chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const available = chromiumAvailable('the @svc/msw browser test');

const HTML = '<!doctype html><meta charset="utf-8"><title>@svc/msw in a browser</title><script type="module" src="/page.js"></script>';

describe.skipIf(!available)('@svc/msw setupWorker in Chromium', () => {
  let close: () => Promise<void> = async () => {};
  let url = '';

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./page.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      conditions: ['source'],
      logLevel: 'silent',
    });
    const pageJs = bundle.outputFiles[0]!.text;
    // The worker script msw ships, served from the site root as msw documents (`msw init` copies this very file).
    const workerJs = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    const files: Record<string, [string, string]> = {
      '/': ['text/html', HTML],
      '/page.js': ['text/javascript', pageJs],
      '/mockServiceWorker.js': ['text/javascript', workerJs],
    };
    const server = createServer((req, res) => {
      const file = files[new URL(req.url ?? '/', 'http://x').pathname];
      if (!file) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  }, 60_000);
  afterAll(() => close());

  it('@svc/engage-browser in the page is answered by the handlers: config, chat, thread, ticket and failure scenarios', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(url);
      await page.waitForFunction(() => window.svcOutcome !== undefined, undefined, { timeout: 30_000 });
      const outcome = await page.evaluate(() => window.svcOutcome);
      expect(errors).toEqual([]);
      expect(outcome).toEqual({
        config: 'Demo Studio',
        chat: { answer: expect.stringContaining('Monday'), status: 'ai' },
        conversation: ['visitor', 'assistant'],
        ticket: true,
        tickets: 1,
        rateLimited: { name: 'RateLimitError', status: 429, retryAfterMs: 17_000 },
        assistantUnavailable: { name: 'UnavailableError', code: 'ASSISTANT_UNAVAILABLE' },
        agentTakeover: { queued: true, status: 'agent' },
        networkError: 'ConnectionError',
      });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
