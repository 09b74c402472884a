// Business hours in Chromium, one contract suite on two targets (the reference server over HTTP, and
// @svc/msw's service worker in the page; see targets.ts): outside them the chat says when a person is back, and an
// escalation opens a support ticket (linked to the thread) instead of waiting for an agent.
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, widgetSuite } from './site.js';
import { TARGETS, useWidgetTarget } from './targets.js';

const run = widgetSuite('the widget business-hours end-to-end tests');
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

run.each(TARGETS)('business hours in Chromium against $name', ({ kind }) => {
  const target = useWidgetTarget(kind);

  it('says when a person is back; an escalation opens a ticket instead of waiting', async () => {
    const visit = await target.visit({
      context: { locale: 'en-GB' },
      // Open only two days from now (UTC): away today.
      before: (console) =>
        console('PATCH', '', {
          businessHours: { timeZone: 'UTC', weekly: [{ day: DAYS[(new Date().getUTCDay() + 2) % 7], open: '09:00', close: '17:00' }] },
        }),
    });
    const { page } = visit;
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await page.evaluate(() =>
      (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('identify', {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
      }),
    );
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .away', { hasText: /^We're away right now\. A person is back \w+/ }).waitFor();
    expect(await axeViolations(page, true)).toEqual([]);
    await page.locator('svc-widget textarea').fill('Can I talk to a person please?');
    await page.locator('svc-widget textarea').press('Enter');
    const notice = page.locator('svc-widget p[role=status]', { hasText: /^We opened ticket \S+ for you; a person replies by email\.$/ });
    await notice.waitFor();
    const ticketId = /ticket (\S+) for/.exec((await notice.textContent()) ?? '')?.[1];
    const { tickets } = await visit.console<{ tickets: { id: string; email: string }[] }>('GET', '/tickets');
    expect(tickets.find((t) => t.id === ticketId)).toMatchObject({ email: 'ada@example.org' });
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}hours-away-${kind}.png` });
    await page.context().close();
  });
});
