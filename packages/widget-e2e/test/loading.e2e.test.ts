// Two-stage loading in Chromium: sdk.js (the loader, compressed) shows the launcher; the panel file loads on first
// intent or when the page is idle, also under a strict CSP; a panel file that fails to download is fetched again.
import type { Page, Request, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { STRICT_CSP, shopPage, useWidgetSite, watchCsp, widgetSuite } from './site.js';

const run = widgetSuite('the widget loading end-to-end tests (sdk.js and its panel file)');

/** Stops the idle-time preload, so only intent (hover, focus, open) loads the panel. */
const NO_IDLE = () => {
  window.requestIdleCallback = () => 0;
};

run('two-stage loading in Chromium', () => {
  let pages = 0;

  const w = useWidgetSite();

  const isPanel = (r: Request) => /\/v1\/engage\/sdk\/panel-[\w-]+\.js(\?|$)/.test(r.url());

  let loaderResponses: Response[] = [];

  async function page(
    options: { headers?: Record<string, string>; idle?: boolean } = {},
  ): Promise<{ page: Page; panelRequests: string[]; csp: string[] }> {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
    const p = await context.newPage();
    const csp = await watchCsp(p);
    if (options.idle === false) await p.addInitScript(NO_IDLE);
    const panelRequests: string[] = [];
    loaderResponses = [];
    p.on('response', (r) => {
      if (r.url().endsWith('/v1/engage/sdk.js')) loaderResponses.push(r);
    });
    p.on('request', (r) => {
      if (isPanel(r)) panelRequests.push(r.url());
    });
    await p.goto(w.site.shop.add(`/load${++pages}`, shopPage(w.site), options.headers));
    return { page: p, panelRequests, csp };
  }

  it('the launcher shows from sdk.js alone (brotli), and the panel file is not fetched until the launcher is hovered', async () => {
    const { page: p, panelRequests } = await page({ idle: false });
    await p.locator('svc-widget .launcher').waitFor();
    expect(loaderResponses).toHaveLength(1);
    const loader = loaderResponses[0]!;
    expect(await loader.headerValue('content-encoding')).toBe('br');
    // What crossed the wire is the compressed loader, well under 6 KB.
    const sizes = await loader.request().sizes();
    expect(sizes.responseBodySize).toBeGreaterThan(1000);
    expect(sizes.responseBodySize).toBeLessThan(6 * 1024);
    expect((await loader.body()).length).toBeGreaterThan(sizes.responseBodySize * 1.5);
    await p.waitForTimeout(500);
    expect(panelRequests).toEqual([]);
    expect(await p.locator('svc-widget [role=dialog]').count()).toBe(0);

    const panelResponse = p.waitForResponse((r) => isPanel(r.request()));
    await p.locator('svc-widget .launcher').hover();
    const response = await panelResponse;
    expect(response.status()).toBe(200);
    expect(await response.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.headerValue('content-encoding')).toBe('br');
    expect(panelRequests).toHaveLength(1);

    await p.locator('svc-widget .launcher').click();
    await p.getByRole('dialog').waitFor();
    expect(panelRequests).toHaveLength(1);
    await p.context().close();
  });

  it('focusing the launcher with the keyboard loads the panel; an idle page loads it with no intent at all', async () => {
    const focused = await page({ idle: false });
    await focused.page.locator('svc-widget .launcher').waitFor();
    const request = focused.page.waitForRequest(isPanel);
    await focused.page.locator('svc-widget .launcher').focus();
    await request;
    await focused.page.context().close();

    const idle = await page();
    await idle.page.locator('svc-widget .launcher').waitFor();
    await expect.poll(() => idle.panelRequests.length, { timeout: 10_000 }).toBe(1);
    await idle.page.context().close();
  });

  it('svc.open() from the page loads and opens the panel under a strict CSP, with zero violations', async () => {
    const { page: p, csp } = await page({ idle: false, headers: { 'content-security-policy': STRICT_CSP(w.site.url) } });
    await p.locator('svc-widget .launcher').waitFor();
    await p.evaluate(() => (window as unknown as { svc: { open(): Promise<void> } }).svc.open());
    await p.getByRole('dialog').waitFor();
    expect(await p.locator('svc-widget textarea').count()).toBe(1);
    expect(csp).toEqual([]);
    await p.context().close();
  });

  it('a panel file that fails to download leaves the launcher working; the next open fetches it again and opens', async () => {
    const { page: p, panelRequests } = await page({ idle: false });
    let aborted = 0;
    await p.route(/\/v1\/engage\/sdk\/panel-/, (route) => (aborted++ === 0 ? route.abort('connectionreset') : route.continue()));
    const launcher = p.locator('svc-widget .launcher');
    await launcher.waitFor();
    // The hover's download fails; the click's open() tries again, under another URL, and opens.
    await launcher.hover();
    await expect.poll(() => aborted).toBe(1);
    await p.waitForTimeout(200);
    await launcher.click();
    await p.getByRole('dialog').waitFor();
    expect(panelRequests).toHaveLength(2);
    expect(panelRequests[1]).toMatch(/\?retry=1$/);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await p.context().close();
  });
});
