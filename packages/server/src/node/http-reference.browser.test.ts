// The HTTP reference at /_docs/ in real Chromium, served by the Node server as a user starts it: the renderer runs
// under the page's Content-Security-Policy, shows the operations and webhooks of the contract, and asks nothing of
// any host but this server. Required in CI; elsewhere it skips loudly when Chromium is missing.
import { chromiumAvailable, launchChromium } from '@svc/test-chromium';
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

  it("Test request uses each operation's own credential; Form Capture shows the curl instead; preflights come after", async () => {
    const running = await startNodeServer({ port: 0, seed: 'demo' });
    const browser = await launchChromium();
    try {
      const demo = running.server.demo!;
      const open = async (hash: string) => {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${running.url}/_docs/#${hash}`);
        const section = page.locator(`section[id$="${hash.slice(hash.indexOf('/', 4))}"]`).first();
        await section.waitFor({ timeout: 30_000 });
        return { page, section };
      };
      const tried = async (hash: string) => {
        const { page, section } = await open(hash);
        const sent = page.waitForRequest((r) => /\/(v1|api)\//.test(r.url()));
        await section.getByRole('button', { name: /Test Request/ }).click();
        await page.keyboard.press('Control+Enter');
        const headers = (await sent).headers();
        await page.close();
        return headers;
      };
      expect(await tried('tag/engage-console/GET/api/engage/sites')).toMatchObject({
        'x-portal-key': demo.console.portalKey,
        'x-identity-sub': demo.console.identitySub,
      });
      expect((await tried('tag/engage/GET/v1/engage/config'))['x-api-key']).toBe(demo.engage.publishableKey);
      const { page, section } = await open('tag/form-capture/POST/v1/capture');
      await section.locator('.svc-no-browser', { hasText: 'A browser cannot call this operation' }).waitFor();
      expect(await section.getByRole('button', { name: /Test Request/ }).isVisible()).toBe(false);
      expect(await section.locator('.svc-no-browser pre').textContent()).toContain(`curl -X POST '${running.url}/v1/capture'`);
      const group = await page.locator('li', { hasText: 'Store a form submission' }).last().locator('xpath=..').innerText();
      expect(group.indexOf('Store a form submission')).toBeLessThan(group.indexOf('CORS preflight of a capture'));
      await page.close();
    } finally {
      await browser.close();
      await running.close();
    }
  }, 120_000);
});
