// Issue 22's consent in Chromium against the reference server: while the site asks for it, the widget writes nothing
// to the visitor's storage and sends no message until the visitor accepts the notice (the site's text, translated).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget consent end-to-end tests');

run('consent in Chromium', () => {
  let pages = 0;

  const w = useWidgetSite({
    setup: async (site) => {
      await consoleCall(site, 'PATCH', '', {
        consent: { required: true, text: { en: 'We keep a visitor id and your messages. OK?', fr: 'Nous gardons un identifiant et vos messages. D’accord ?' } },
      });
    },
  });

  async function open(html: string): Promise<{ page: Page; chats: string[] }> {
    const page = await (await w.browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
    const chats: string[] = [];
    page.on('request', (r) => r.url().endsWith('/v1/engage/chat') && r.method() === 'POST' && chats.push(r.url()));
    await page.goto(w.site.shop.add(`/consent${++pages}`, html));
    await page.locator('svc-widget .launcher').click();
    return { page, chats };
  }
  const stored = (page: Page) => page.evaluate(() => localStorage.length + sessionStorage.length);

  it('nothing is stored or sent until the visitor accepts the notice', async () => {
    const { page, chats } = await open(shopPage(w.site));
    await page.getByText('We keep a visitor id and your messages. OK?').waitFor();
    expect(await page.locator('svc-widget textarea').count()).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}consent.png` });
    expect(await stored(page)).toBe(0);
    expect(chats).toEqual([]);

    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('svc-widget textarea').fill('Hello there');
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(chats).toHaveLength(1);
    expect(await stored(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("the site's notice in the visitor's language", async () => {
    const { page } = await open(shopPage(w.site).replace('<html lang="en">', '<html lang="fr">'));
    await page.getByText('Nous gardons un identifiant et vos messages. D’accord ?').waitFor();
    await page.getByRole('button', { name: 'Accepter' }).waitFor();
    expect(await stored(page)).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.context().close();
  });
});
