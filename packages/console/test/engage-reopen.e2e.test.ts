// Reopening a closed conversation from the Engage tab, in Chromium: a person takes over a widget chat and closes it;
// the closed thread offers "Reopen conversation" (no question: nothing is lost); reopening gives it back to the person,
// with their name, and the reply box again; another console shows it live; the visitor's widget drops the rating
// prompt and lets them write again without a reload. axe on the closed and reopened states at 390 and 1440 px, light
// and dark.

import type { RunningNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, axe, useConsole, visitorAsks } from './harness.js';

const run = chromiumAvailable('the console reopen end-to-end test') ? describe : describe.skip;

run('the Engage tab reopens a closed conversation', () => {
  let site: RunningNodeServer;
  let context: BrowserContext;
  let console_: Page;
  const session = useConsole();
  beforeAll(() => {
    ({ site, context, page: console_ } = session);
  });

  /** axe finds nothing on the page as it stands, at 1440 and 390 px, light and dark. */
  const axeEverywhere = async (page: Page, state: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        expect(await axe(page), `${state} ${width} ${scheme}`).toEqual([]);
        await page.screenshot({ path: `${ARTIFACTS}engage-${state}-${width}-${scheme}.png`, fullPage: width < 500 });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  };

  it('a closed thread offers Reopen; reopening gives it back to the person, live everywhere, and the visitor writes again', async () => {
    const visitor = await visitorAsks(context, `${site.url}/`, 'Can I reschedule my pottery class?');

    await console_.bringToFront();
    await console_.locator('nav a[href="#/engage"]').click();
    await console_.getByLabel('Agent name (shown to the visitor)').fill('Sam');
    await console_.locator('ul[aria-label="Conversations"] button', { hasText: 'Can I reschedule' }).click();
    await console_.getByLabel('Reply to the visitor').fill('Hi, Sam here. Which day suits you?');
    await console_.getByRole('button', { name: 'Send (take over)' }).click();
    await console_.locator('.thread h3', { hasText: '(agent)' }).waitFor();
    const conversationId = (await console_.locator('.thread h3 code').textContent())!;
    await visitor.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor({ timeout: 30_000 });

    // A second console on the same thread, to see the reopen arrive without a reload.
    const other = await context.newPage();
    await other.goto(`${site.url}/_console/#/engage/${conversationId}`);
    await other.locator('.thread h3', { hasText: '(agent)' }).waitFor();

    await console_.getByRole('button', { name: 'Close', exact: true }).click();
    await console_.getByRole('button', { name: 'Close the conversation' }).click();
    await console_.locator('.thread h3', { hasText: '(closed)' }).waitFor();
    const reopen = console_.getByRole('button', { name: 'Reopen conversation' });
    await reopen.waitFor();
    expect(await console_.getByLabel('Reply to the visitor').count()).toBe(0);
    await visitor.getByRole('button', { name: '👍 Good' }).waitFor({ timeout: 30_000 });
    await other.getByRole('button', { name: 'Reopen conversation' }).waitFor({ timeout: 10_000 });
    await axeEverywhere(console_, 'closed');

    const asked = console_.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/conversations/${conversationId}/reopen`));
    await reopen.click();
    await asked;
    // No question first: the thread is back with the person, their name kept, and the reply box (focused) again.
    await console_.locator('.thread h3', { hasText: '(agent)' }).waitFor();
    await expect.poll(() => console_.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await console_.getByRole('button', { name: 'Reopen conversation' }).count()).toBe(0);
    await console_.getByRole('button', { name: 'Send (take over)' }).waitFor();
    const row = console_.locator('ul[aria-label="Conversations"] > li', { hasText: 'Can I reschedule' });
    await row.filter({ hasText: 'agent ·' }).waitFor();
    await other.locator('.thread h3', { hasText: '(agent)' }).waitFor({ timeout: 10_000 });
    await other.getByLabel('Reply to the visitor').waitFor();
    await other.close();
    await axeEverywhere(console_, 'reopened');

    // The visitor's widget: the rating prompt goes, the person is named again, and the visitor writes on.
    await visitor.bringToFront();
    await expect.poll(() => visitor.getByRole('button', { name: '👍 Good' }).count(), { timeout: 30_000 }).toBe(0);
    await visitor.locator('svc-widget .msg.agent .who', { hasText: 'Sam' }).first().waitFor();
    await visitor.locator('svc-widget textarea').fill('Thursday would be great.');
    await visitor.locator('svc-widget textarea').press('Enter');
    await visitor.getByText('Your message was passed on. A person will reply here.').waitFor({ timeout: 30_000 });
    await console_.bringToFront();
    await console_.locator('.messages li.visitor', { hasText: 'Thursday would be great.' }).waitFor({ timeout: 10_000 });
    await visitor.close();
  });
});
