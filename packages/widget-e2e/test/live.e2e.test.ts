// Issue 22 in Chromium against the reference server: an agent's reply reaches a visitor whose panel is closed, by the
// live events, as an unread count on the launcher within 3 s (and in its accessible name, and the page's `unread`
// event); the header names the agent, their typing shows, axe-core finds nothing in these states.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget live-events end-to-end tests');

interface Conversation {
  id: string;
  messages: { role: string; content: string }[];
  rating?: { score: string; comment: string | null } | null;
}

run('live replies in Chromium', () => {
  let pages = 0;

  const w = useWidgetSite();

  async function open(): Promise<Page> {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    await page.goto(w.site.shop.add(`/live${++pages}`, shopPage(w.site)));
    await page.locator('svc-widget .launcher').waitFor();
    // The page API: record the unread events.
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await page.evaluate(() => {
      const w = window as unknown as { svc(method: string, ...args: unknown[]): Promise<unknown>; unread: number[] };
      w.unread = [];
      void w.svc('on', 'unread', (e: { count: number }) => w.unread.push(e.count));
    });
    return page;
  }
  const threadOf = async (text: string) =>
    (await consoleCall<{ conversations: Conversation[] }>(w.site, 'GET', '/conversations')).conversations.find((c) => c.messages.some((m) => m.content === text))!;
  async function say(page: Page, text: string): Promise<void> {
    await page.locator('svc-widget textarea').fill(text);
    await page.locator('svc-widget textarea').press('Enter');
  }

  it('an agent reply with the panel closed shows an unread count within 3 s; opening shows it with the agent named', async () => {
    const page = await open();
    const launcher = page.locator('svc-widget .launcher');
    await launcher.click();
    await say(page, 'Is the studio open on Sunday?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf('Is the studio open on Sunday?');
    await page.keyboard.press('Escape');
    // Let the stream settle, then an agent answers while the panel is closed.
    await page.waitForTimeout(500);
    const sent = Date.now();
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/reply`, { message: 'Hi, Sam here. Yes, 10 to 4.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    // Its accessible name says it.
    expect(await page.getByRole('button', { name: 'Chat with us 1 unread' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { unread: number[] }).unread)).toEqual([1]);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}live-unread.png` });

    await launcher.click();
    await page.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor();
    expect(await page.locator('svc-widget #svc-title').textContent()).toBe('Sam');
    expect(await page.locator('svc-widget .launcher .badge').isHidden()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { unread: number[] }).unread)).toEqual([1, 0]);

    // The agent types in the console: the visitor sees it.
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/typing`, { typing: true, agentName: 'Sam' });
    await page.locator('svc-widget p[role=status]', { hasText: 'Sam is writing…' }).waitFor({ timeout: 3000 });
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}live-agent-typing.png` });
    await page.context().close();
  });

  it("a returning visitor's launcher counts replies after a reload, before the panel is opened", async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await say(page, 'Do you run evening classes?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf('Do you run evening classes?');
    await page.reload();
    await page.locator('svc-widget .launcher').waitFor();
    // The panel file loads at idle and starts the stream from now on.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /panel-/.test(e.name)), undefined, { timeout: 10_000 });
    await page.waitForTimeout(1000);
    const sent = Date.now();
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/reply`, { message: 'Yes, on Thursdays.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(await page.locator('svc-widget [role=dialog]').count()).toBe(0);
    await page.context().close();
  });

  it('a closed conversation can be rated once: good plus a comment, stored for the console', async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await say(page, 'Can I book the wheel for Saturday?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf('Can I book the wheel for Saturday?');
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/close`);
    await page.getByRole('button', { name: '👍 Good' }).click({ timeout: 5000 });
    await page.getByLabel('Comment (optional)').fill('Quick and friendly.');
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}rating.png` });
    await page.getByRole('button', { name: 'Send rating' }).click();
    await page.getByText('Thank you for your rating.').waitFor();
    expect(await axeViolations(page, true)).toEqual([]);
    expect((await threadOf('Can I book the wheel for Saturday?')).rating).toMatchObject({ score: 'good', comment: 'Quick and friendly.' });
    await page.context().close();
  });
});
