// The demo a new user sees with `pnpm start`: the demo website embedding the widget, and an agent taking
// over the chat from the test console's Engage tab (where /agent leads) in a second tab.
import { expect, it } from 'vitest';
import { ARTIFACTS, consoleCall, useWidgetSite, watchCsp, widgetSuite } from './site.js';

const run = widgetSuite('the widget end-to-end tests (demo website)');

run('the demo website and the console as agent view', () => {
  const w = useWidgetSite({
    setup: async (site) => {
      // The demo site allows the address the server listens on (a fixed port here is 0, so allow it explicitly).
      await consoleCall(site, 'PATCH', '', { allowedOrigins: [site.url, site.shop.origin] });
    },
  });

  it('a visitor chats on the demo website while an agent takes over from the Engage tab of the console in a second tab', async () => {
    const context = await w.browser.newContext({ viewport: { width: 1200, height: 800 } });
    const visitor = await context.newPage();
    const violations = await watchCsp(visitor);
    await visitor.goto(`${w.site.url}/`);
    const shown = await visitor.locator('pre code').textContent();
    expect(shown).toBe(`<script src="${w.site.url}/v1/engage/sdk.js" data-key="${w.site.key}" async></script>`);
    await visitor.locator('svc-widget .launcher').click();
    await visitor.locator('svc-widget textarea').fill('Hello, is anyone there?');
    await visitor.locator('svc-widget textarea').press('Enter');
    await visitor.locator('svc-widget .msg.assistant').nth(1).waitFor();
    await visitor.screenshot({ path: `${ARTIFACTS}demo.png` });

    const agent = await context.newPage();
    const agentViolations = await watchCsp(agent);
    // The old agent view's address lands on the test console's Engage tab, where agents take over.
    await agent.goto(`${w.site.url}/agent`);
    expect(new URL(agent.url()).pathname + new URL(agent.url()).hash).toBe('/_console/#/engage');
    await agent.getByLabel('Agent name (shown to the visitor)').fill('Sam');
    await agent.locator('ul[aria-label="Conversations"] button', { hasText: 'Hello, is anyone there?' }).click();
    const typing = agent.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/typing'));
    await agent.getByLabel('Reply to the visitor').fill('Hi! Sam from the studio here.');
    expect((await typing).postDataJSON()).toEqual({ typing: true, agentName: 'Sam' });
    await agent.getByRole('button', { name: 'Send (take over)' }).click();
    await agent.locator('ol[aria-label="Messages"] li.agent', { hasText: 'Sam from the studio' }).waitFor();
    await agent.screenshot({ path: `${ARTIFACTS}agent-view.png` });

    await visitor.bringToFront();
    await visitor.locator('svc-widget .msg.agent', { hasText: 'Sam from the studio' }).waitFor({ timeout: 30_000 });
    await agent.getByRole('button', { name: 'Release to assistant' }).click();
    await visitor.getByText('You are chatting with Ada again.').waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
    expect(agentViolations).toEqual([]);
    await context.close();
  });

  it('the dark demo embeds the widget with data-theme="dark"', async () => {
    const context = await w.browser.newContext({ viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${w.site.url}/?theme=dark`);
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .panel').waitFor();
    expect(await page.locator('svc-widget .panel').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 39)');
    await page.screenshot({ path: `${ARTIFACTS}demo-dark.png` });
    await context.close();
  });

  it('at 390 px (a phone) the demo page does not scroll sideways and every credential is on screen, wrapped', async () => {
    const context = await w.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await page.goto(`${w.site.url}/`);
    await page.locator('svc-widget .launcher').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cells = page.locator('section[aria-labelledby="cred-title"] td code');
    expect(await cells.count()).toBeGreaterThanOrEqual(8);
    for (const box of await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect((await page.request.get(`${w.site.url}/favicon.ico`)).status()).toBe(200);
    await page.locator('section[aria-labelledby="cred-title"]').screenshot({ path: `${ARTIFACTS}demo-390-credentials.png` });
    expect(violations).toEqual([]);
    await context.close();
  });
});
