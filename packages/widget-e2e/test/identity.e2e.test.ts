// Verified identity in Chromium, one contract suite on two targets (the reference server over HTTP, and
// @svc/msw's service worker in the page; see targets.ts): a site that requires it refuses a chat turn whose hash does
// not prove the visitor's id, and answers once the page identifies the visitor with the HMAC its backend made
// (`identify({ id, email, hash })`) from the site's identity secret.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, widgetSuite } from './site.js';
import { TARGETS, useWidgetTarget } from './targets.js';

const run = widgetSuite('the widget verified-identity end-to-end tests');

run.each(TARGETS)('verified identity in Chromium against $name', ({ kind }) => {
  const target = useWidgetTarget(kind);

  const identify = (page: Page, visitor: Record<string, string>) =>
    page.evaluate((v) => (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('identify', v), visitor);

  it('a wrong hash is refused; the HMAC of the id made by the backend lets the visitor chat', async () => {
    let secret = '';
    const { page } = await target.visit({
      // The site owner, in the console: make the secret (for the backend), then require verified visitors.
      before: async (console) => {
        secret = (await console<{ identitySecret: string }>('POST', '/identity/secret', {})).identitySecret;
        await console('PATCH', '', { requireVerifiedIdentity: true });
      },
    });
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await identify(page, { id: 'cust_42', email: 'ada@example.org', hash: 'f'.repeat(64) });
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget textarea').fill('Where is my order?');
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget [role=alert]').waitFor();
    expect(await page.locator('svc-widget .msg.assistant').count()).toBe(1);
    expect(await axeViolations(page, true)).toEqual([]);

    await identify(page, { hash: createHmac('sha256', secret).update('cust_42').digest('hex') });
    // The text was handed back to the composer: send it again.
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(await page.locator('svc-widget [role=alert]').count()).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}verified-identity-${kind}.png` });
    await page.context().close();
  });
});
