// The HTTP reference at /_docs/ in real Chromium, served by the Node server as a user starts it: the renderer runs
// under the page's Content-Security-Policy, shows the operations and webhooks of the contract, and asks nothing of
// any host but this server. Required in CI; elsewhere it skips loudly when Chromium is missing. One page load serves
// every check (the renderer lays out the whole contract on each load, the longest part of the file): the later checks
// move through the page by its links (#tag/...), as a reader following a link does.
import { chromiumAvailable, launchChromium } from '@svc/test-chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNodeServer, startNodeServer } from './start.js';

const available = chromiumAvailable('the HTTP reference browser test');
type Browser = Awaited<ReturnType<typeof launchChromium>>;
type Page = Awaited<ReturnType<Browser['newPage']>>;

describe.skipIf(!available)('the HTTP reference (/_docs/) in Chromium', () => {
  let running: RunningNodeServer;
  let browser: Browser;
  let page: Page;
  const elsewhere: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    running = await startNodeServer({ port: 0, seed: 'demo' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('request', (request) => {
      if (!request.url().startsWith(running.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${running.url}/_docs/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('renders the contract under its CSP: an operation and a webhook event, with no request to another host', async () => {
    // Summaries of an operation of each interface and of a webhook event, as the renderer lists them.
    for (const text of ['List published entries', 'A chat turn escalated to a person']) {
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });
    }
    expect(elsewhere).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused|scalar\.com/i.test(p))).toEqual([]);
  }, 60_000);

  it("Test request uses each operation's own credential; Form Capture shows the curl instead; preflights come after", async () => {
    const demo = running.server.demo!;
    const open = async (hash: string) => {
      await page.evaluate((to) => {
        window.location.hash = to;
      }, hash);
      const section = page.locator(`section[id$="${hash.slice(hash.indexOf('/', 4))}"]`).first();
      await section.waitFor({ timeout: 30_000 });
      return section;
    };
    const tried = async (hash: string) => {
      const section = await open(hash);
      const sent = page.waitForRequest((r) => /\/(v1|api)\//.test(r.url()));
      await section.getByRole('button', { name: /Test Request/ }).click();
      await page.keyboard.press('Control+Enter');
      const headers = (await sent).headers();
      // The request client opens over the page: closed again before the next link.
      await page.keyboard.press('Escape');
      return headers;
    };
    expect(await tried('tag/engage-console/GET/api/engage/sites')).toMatchObject({
      'x-portal-key': demo.console.portalKey,
      'x-identity-sub': demo.console.identitySub,
    });
    expect((await tried('tag/engage/GET/v1/engage/config'))['x-api-key']).toBe(demo.engage.publishableKey);
    const section = await open('tag/form-capture/POST/v1/capture');
    await section.locator('.svc-no-browser', { hasText: 'A browser cannot call this operation' }).waitFor();
    expect(await section.getByRole('button', { name: /Test Request/ }).isVisible()).toBe(false);
    expect(await section.locator('.svc-no-browser pre').textContent()).toContain(`curl -X POST '${running.url}/v1/capture'`);
    const group = await page.locator('li', { hasText: 'Store a form submission' }).last().locator('xpath=..').innerText();
    expect(group.indexOf('Store a form submission')).toBeLessThan(group.indexOf('CORS preflight of a capture'));
    expect(elsewhere).toEqual([]);
  }, 90_000);
});
