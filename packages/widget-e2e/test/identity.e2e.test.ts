// Issue 22's verified identity in Chromium against the reference server: a site that requires it refuses a chat turn
// whose hash does not prove the visitor's id, and answers once the page identifies the visitor with the HMAC its
// backend made (`identify({ id, email, hash })`).
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget verified-identity end-to-end tests');

run('verified identity in Chromium', () => {
  let secret: string;

  const w = useWidgetSite({
    setup: async (site) => {
      secret = (await consoleCall<{ identitySecret: string }>(site, 'POST', '/identity/secret', {})).identitySecret;
      await consoleCall(site, 'PATCH', '', { requireVerifiedIdentity: true });
    },
  });

  const identify = (page: Page, visitor: Record<string, string>) =>
    page.evaluate((v) => (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('identify', v), visitor);

  it('a wrong hash is refused; the HMAC of the id made by the backend lets the visitor chat', async () => {
    const page = await (await w.browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
    await page.goto(w.site.shop.add('/identity', shopPage(w.site)));
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await identify(page, { id: 'cust_42', email: 'ada@example.org', hash: 'f'.repeat(64) });
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget textarea').fill('Where is my order?');
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget [role=alert]').waitFor();
    expect(await axeViolations(page, true)).toEqual([]);

    await identify(page, { hash: createHmac('sha256', secret).update('cust_42').digest('hex') });
    // The text was handed back to the composer: send it again.
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(await page.locator('svc-widget [role=alert]').count()).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}verified-identity.png` });
    await page.context().close();
  });
});
