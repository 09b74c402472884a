// Serves a bundled page and msw's worker script from 127.0.0.1, opens it in Chromium and answers what the page
// reported (window.svcOutcome) and any page errors. Used by the source test and by the packed-tarball test.
import { launchChromium, modulePage, servePage } from '@svc/test-chromium';
import { expect } from 'vitest';

export async function runPage(pageJs: string, workerJs: string): Promise<{ outcome: unknown; errors: string[] }> {
  const server = await servePage({
    '/': modulePage('@svc/msw in a browser'),
    '/page.js': pageJs,
    // The worker script msw ships, served from the site root as msw documents (`msw init` copies this very file).
    '/mockServiceWorker.js': workerJs,
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => (window as { svcOutcome?: unknown }).svcOutcome !== undefined, undefined, { timeout: 30_000 });
    return { outcome: await page.evaluate(() => (window as { svcOutcome?: unknown }).svcOutcome), errors };
  } finally {
    await browser.close();
    await server.close();
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
