// Recovery: the config is retried after a 503 and a network failure, and read again once the browser is
// back online when the service stayed down through those retries; a send that cannot reach the service
// keeps its text and says so in words; an offline notice shows and clears by itself once the service answers again
// (the browser's `online` event, or the widget's own checks while the service is down); the escalation button
// survives a reload. Screenshots of each state go to test-artifacts/.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget recovery tests (retries, offline)');

run('the widget recovers from an unreachable or refusing service (Chromium)', () => {
  let pages = 0;

  const w = useWidgetSite();

  async function open(setup?: (page: Page) => Promise<void>): Promise<Page> {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await setup?.(page);
    await page.goto(w.site.shop.add(`/r${++pages}`, shopPage(w.site)));
    await page.locator('svc-widget .launcher').waitFor();
    return page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  const composer = (page: Page) => page.locator('svc-widget textarea');
  const alert = (page: Page) => page.locator('svc-widget [role=alert]');
  const offline = (page: Page) => page.locator('svc-widget .offline');
  const engage = `**/v1/engage/**`;

  it('the config is read again after a network failure and a 503: the launcher shows, with nothing logged', async () => {
    const seen: string[] = [];
    const warnings: string[] = [];
    const page = await open(async (p) => {
      p.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      let n = 0;
      await p.route('**/v1/engage/config', async (route: Route) => {
        seen.push(route.request().method());
        if (++n === 1) return route.abort('connectionrefused');
        if (n === 2)
          return route.fulfill({ status: 503, headers: { 'retry-after': '1' }, json: { code: 'UNAVAILABLE', message: 'maintenance' } });
        return route.continue();
      });
    });
    expect(await page.locator('svc-widget .launcher').textContent()).toBe('Chat with us');
    expect(seen).toEqual(['GET', 'GET', 'GET']);
    expect(warnings).toEqual([]);
    await page.context().close();
  });

  it('the service down for longer than the retries: no launcher, then it shows once the browser is back online', async () => {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let down = true;
    let reads = 0;
    await page.route('**/v1/engage/config', (route: Route) => (reads++, down ? route.abort('connectionrefused') : route.continue()));
    await page.goto(w.site.shop.add(`/r${++pages}`, shopPage(w.site)));
    // The config read's own retries (about 0.5, 1, 2 and 4 s) end in one warning; the launcher stays hidden.
    await expect.poll(() => warnings.length, { timeout: 15_000 }).toBe(1);
    expect(warnings[0]).toMatch(/not shown: the configuration could not be loaded/);
    expect(reads).toBe(5);
    expect(await page.locator('svc-widget .launcher').isVisible()).toBe(false);
    down = false;
    await context.setOffline(true);
    await context.setOffline(false);
    await page.locator('svc-widget .launcher').waitFor({ timeout: 5_000 });
    expect(await page.locator('svc-widget .launcher').textContent()).toBe('Chat with us');
    expect(reads).toBe(6);
    await shot(page, 'recovery-config-back-online');
    await context.close();
  });

  it('offline: a send keeps its text and says so; the notice and the alert clear when the browser is online again', async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await composer(page).fill('Hello?');
    await composer(page).press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();

    await page.context().setOffline(true);
    await composer(page).fill('Are you open on Sunday?');
    await composer(page).press('Enter');
    await alert(page).waitFor({ timeout: 15_000 });
    expect(await alert(page).textContent()).toBe("We couldn't send your message. Check your connection; we'll keep it here.");
    expect(await alert(page).textContent()).not.toMatch(/TypeError|Failed to fetch/);
    expect(await composer(page).inputValue()).toBe('Are you open on Sunday?');
    expect(await offline(page).textContent()).toBe('Connection lost. We will reconnect by ourselves.');
    expect(await offline(page).getAttribute('role')).toBe('status');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'recovery-offline');

    await page.context().setOffline(false);
    await expect.poll(() => offline(page).textContent(), { timeout: 10_000 }).toBe('');
    expect(await alert(page).count()).toBe(0);
    expect(await composer(page).inputValue()).toBe('Are you open on Sunday?');
    await composer(page).press('Enter');
    await page.locator('svc-widget .msg.visitor', { hasText: 'Are you open on Sunday?' }).waitFor();
    await shot(page, 'recovery-online');
    await page.context().close();
  });

  it('service down while the network is up: the notice shows, and clears by itself once the service answers again', async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget nav button', { hasText: 'Contact' }).click();
    await page.locator('svc-widget #f-name').fill('Ada Lovelace');
    await page.locator('svc-widget #f-email').fill('ada@example.org');
    await page.locator('svc-widget #f-message').fill('Do you ship abroad?');
    // The service's address refuses connections (a stopped server), and no `online` event will come.
    await page.route(engage, (route) => route.abort('connectionrefused'));
    await page.locator('svc-widget form button[type=submit]').click();
    await alert(page).waitFor({ timeout: 15_000 });
    expect(await alert(page).textContent()).toBe("We couldn't send your message. Check your connection; we'll keep it here.");
    expect(await page.locator('svc-widget #f-message').inputValue()).toBe('Do you ship abroad?');
    expect(await offline(page).textContent()).not.toBe('');
    await shot(page, 'recovery-service-down');

    await page.unroute(engage);
    await expect.poll(() => offline(page).textContent(), { timeout: 40_000 }).toBe('');
    expect(await alert(page).count()).toBe(0);
    await page.locator('svc-widget form button[type=submit]').click();
    await page.locator('svc-widget .body p[role=status]').waitFor();
    await page.context().close();
  });

  it('the escalation button is still there after a reload', async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await composer(page).fill('Can I talk to a person please?');
    await composer(page).press('Enter');
    const escalate = page.getByRole('button', { name: 'Contact support' });
    await escalate.waitFor();
    await page.reload();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .msg.visitor', { hasText: 'Can I talk to a person please?' }).waitFor();
    await escalate.waitFor();
    await escalate.click();
    expect(await page.locator('svc-widget #s-message').inputValue()).toBe('Can I talk to a person please?');
    await page.context().close();
  });
});
