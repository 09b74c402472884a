// Serves a bundled page and msw's worker script from 127.0.0.1, opens it in Chromium and answers what the page
// reported (window.svcOutcome) and any page errors. Used by the source test and by the packed-tarball test.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@svc/test-chromium';
import { expect } from 'vitest';

const HTML = '<!doctype html><meta charset="utf-8"><title>@svc/msw in a browser</title><script type="module" src="/page.js"></script>';

export async function runPage(pageJs: string, workerJs: string): Promise<{ outcome: unknown; errors: string[] }> {
  const files: Record<string, [string, string]> = {
    '/': ['text/html', HTML],
    '/page.js': ['text/javascript', pageJs],
    // The worker script msw ships, served from the site root as msw documents (`msw init` copies this very file).
    '/mockServiceWorker.js': ['text/javascript', workerJs],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => (window as { svcOutcome?: unknown }).svcOutcome !== undefined, undefined, { timeout: 30_000 });
    return { outcome: await page.evaluate(() => (window as { svcOutcome?: unknown }).svcOutcome), errors };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The page's report when every step answered as the service would. */
export function expectServiceOutcome({ outcome, errors }: { outcome: unknown; errors: string[] }): void {
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
}
