// The HTTP reference at /_docs/ in real Chromium, served by the Node server as a user starts it: the renderer runs
// under the page's Content-Security-Policy, shows the operations and webhooks of the contract, and asks nothing of
// any host but this server. Required in CI; elsewhere it skips loudly when Chromium is missing.
import { launchChromium, chromiumAvailable } from '@svc/test-chromium';
import { describe, expect, it } from 'vitest';
import { startNodeServer } from './start.js';

const available = chromiumAvailable('the HTTP reference browser test');

describe.skipIf(!available)('the HTTP reference (/_docs/) in Chromium', () => {
  it('renders the contract under its CSP: an operation and a webhook event, with no request to another host', async () => {
    const running = await startNodeServer({ port: 0, seed: 'demo' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(running.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${running.url}/_docs/`);
      // Summaries of an operation of each interface and of a webhook event, as the renderer lists them.
      for (const text of ['List published entries', 'A chat turn escalated to a person']) {
        await page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });
      }
      expect(elsewhere).toEqual([]);
      expect(problems.filter((p) => /Content Security Policy|Refused|scalar\.com/i.test(p))).toEqual([]);
    } finally {
      await browser.close();
      await running.close();
    }
  }, 90_000);
});
