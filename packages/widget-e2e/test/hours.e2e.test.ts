// Issue 22's business hours in Chromium against the reference server: outside them the chat says when a person is
// back, and an escalation opens a support ticket (linked to the thread) instead of waiting for an agent.
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget business-hours end-to-end tests');
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

run('business hours in Chromium', () => {
  const w = useWidgetSite({
    setup: async (site) => {
      // Open only two days from now (UTC): away today.
      const day = DAYS[(new Date().getUTCDay() + 2) % 7];
      await consoleCall(site, 'PATCH', '', { businessHours: { timeZone: 'UTC', weekly: [{ day, open: '09:00', close: '17:00' }] } });
    },
  });

  it('says when a person is back; an escalation opens a ticket instead of waiting', async () => {
    const page = await (await w.browser.newContext({ viewport: { width: 1100, height: 760 }, locale: 'en-GB' })).newPage();
    await page.goto(w.site.shop.add('/hours', shopPage(w.site)));
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await page.evaluate(() => (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('identify', { name: 'Ada Lovelace', email: 'ada@example.org' }));
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .away', { hasText: /^We're away right now\. A person is back \w+/ }).waitFor();
    expect(await axeViolations(page, true)).toEqual([]);
    await page.locator('svc-widget textarea').fill('Can I talk to a person please?');
    await page.locator('svc-widget textarea').press('Enter');
    const notice = page.locator('svc-widget p[role=status]', { hasText: /^We opened ticket \S+ for you; a person replies by email\.$/ });
    await notice.waitFor();
    const ticketId = /ticket (\S+) for/.exec((await notice.textContent()) ?? '')?.[1];
    const { tickets } = await consoleCall<{ tickets: { id: string; email: string }[] }>(w.site, 'GET', '/tickets');
    expect(tickets.find((t) => t.id === ticketId)).toMatchObject({ email: 'ada@example.org' });
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}hours-away.png` });
    await page.context().close();
  });
});
