// Consent in Chromium, one contract suite on two targets (the reference server over HTTP, and @svc/msw's
// service worker in the page; see targets.ts): while the site asks for it, the widget writes nothing to the visitor's
// storage and sends no message until the visitor accepts the notice (the site's text, translated).
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, widgetSuite } from './site.js';
import type { Visit, VisitOptions } from './targets.js';
import { TARGETS, useWidgetTarget } from './targets.js';

const run = widgetSuite('the widget consent end-to-end tests');

run.each(TARGETS)('consent in Chromium against $name', ({ kind }) => {
  const target = useWidgetTarget(kind);

  async function open(options: VisitOptions = {}): Promise<Visit> {
    const visit = await target.visit({
      ...options,
      before: (console) =>
        console('PATCH', '', {
          consent: {
            required: true,
            text: { en: 'We keep a visitor id and your messages. OK?', fr: 'Nous gardons un identifiant et vos messages. D’accord ?' },
          },
        }),
    });
    await visit.page.locator('svc-widget .launcher').click();
    return visit;
  }
  const chats = ({ requests }: Visit) => requests.filter((r) => r.method() === 'POST' && r.url().endsWith('/v1/engage/chat'));
  const stored = (page: Page) => page.evaluate(() => localStorage.length + sessionStorage.length);

  it('nothing is stored or sent until the visitor accepts the notice', async () => {
    const visit = await open();
    const { page } = visit;
    await page.getByText('We keep a visitor id and your messages. OK?').waitFor();
    expect(await page.locator('svc-widget textarea').count()).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}consent-${kind}.png` });
    expect(await stored(page)).toBe(0);
    expect(chats(visit)).toEqual([]);

    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('svc-widget textarea').fill('Hello there');
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(chats(visit)).toHaveLength(1);
    expect(await stored(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("the site's notice in the visitor's language", async () => {
    const { page } = await open({ lang: 'fr' });
    await page.getByText('Nous gardons un identifiant et vos messages. D’accord ?').waitFor();
    await page.getByRole('button', { name: 'J’accepte' }).waitFor();
    expect(await stored(page)).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.context().close();
  });
});
