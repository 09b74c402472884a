// Languages in Chromium, one contract suite on two targets (the reference server over HTTP, and @svc/msw's
// service worker in the page; see targets.ts): French from the page's lang, Arabic from data-locale, Hebrew by
// setLocale after ready; translated, mirrored for RTL, dir="auto" on messages and inputs, axe-core clean, and a
// screenshot of each (per target) kept as an artifact.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, widgetSuite } from './site.js';
import { TARGETS, useWidgetTarget } from './targets.js';

const run = widgetSuite('the widget language end-to-end tests');

run.each(TARGETS)('the widget in French, Arabic and Hebrew against $name', ({ kind }) => {
  const target = useWidgetTarget(kind);

  async function chat(page: Page, text: string): Promise<void> {
    await page.locator('svc-widget textarea').fill(text);
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
  }
  async function checkPanel(page: Page, rtl: boolean): Promise<void> {
    const dialog = page.locator('svc-widget [role=dialog]');
    expect(await dialog.getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
    expect(await page.locator('svc-widget').getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
    expect(await page.locator('svc-widget textarea').getAttribute('dir')).toBe('auto');
    for (const dir of await page.locator('svc-widget .msg').evaluateAll((all) => all.map((m) => m.getAttribute('dir'))))
      expect(dir).toBe('auto');
    expect(await axeViolations(page, true)).toEqual([]);
  }

  it("French from the page's lang", async () => {
    const { page } = await target.visit({ lang: 'fr' });
    await page.locator('svc-widget .launcher', { hasText: 'Discuter avec nous' }).waitFor();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .composer button[type=submit]', { hasText: 'Envoyer' }).waitFor();
    await chat(page, 'Proposez-vous des bons cadeaux ?');
    await checkPanel(page, false);
    await page.screenshot({ path: `${ARTIFACTS}locale-fr-${kind}.png` });
    await page.context().close();
  });

  it('Arabic from data-locale, mirrored', async () => {
    const { page } = await target.visit({ script: { 'data-locale': 'ar' } });
    await page.locator('svc-widget .launcher', { hasText: 'تحدث معنا' }).waitFor();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .composer button[type=submit]', { hasText: 'إرسال' }).waitFor();
    await chat(page, 'هل لديكم قسائم هدايا؟');
    await checkPanel(page, true);
    await page.screenshot({ path: `${ARTIFACTS}locale-ar-${kind}.png` });
    await page.context().close();
  });

  it('Hebrew by setLocale after ready, mirrored', async () => {
    const { page } = await target.visit();
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await page.evaluate(() => (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('setLocale', 'he'));
    await page.locator('svc-widget .launcher', { hasText: 'שוחחו איתנו' }).waitFor();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .composer button[type=submit]', { hasText: 'שליחה' }).waitFor();
    await chat(page, 'יש לכם שוברי מתנה?');
    await checkPanel(page, true);
    await page.screenshot({ path: `${ARTIFACTS}locale-he-${kind}.png` });
    await page.context().close();
  });
});
