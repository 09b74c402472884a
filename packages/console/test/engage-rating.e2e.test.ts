// The Engage tab shows a conversation's rating: a visitor's widget chat is closed from the console, the visitor rates
// it in the widget, and the console's list and transcript show the rating and its comment without a reload.

import type { RunningNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, axe, useConsole, visitorAsks } from './harness.js';

const run = chromiumAvailable('the console rating end-to-end test') ? describe : describe.skip;

run('the Engage tab shows ratings', () => {
  let site: RunningNodeServer;
  let context: BrowserContext;
  let console_: Page;

  const session = useConsole();
  beforeAll(() => {
    ({ site, context, page: console_ } = session);
  });

  it("a visitor's rating of a closed conversation shows in the list and the transcript, with the comment", async () => {
    const visitor = await visitorAsks(context, `${site.url}/`, 'Do you glaze pieces on site?');

    await console_.bringToFront();
    await console_.locator('nav a[href="#/engage"]').click();
    const row = console_.locator('ul[aria-label="Conversations"] button', { hasText: 'Do you glaze pieces' });
    await row.click();
    expect(await console_.locator('.thread .rating').count()).toBe(0);
    await console_.getByRole('button', { name: 'Close', exact: true }).click();
    await console_.getByRole('button', { name: 'Close the conversation' }).click();

    await visitor.bringToFront();
    await visitor.getByRole('button', { name: '👎 Bad' }).click({ timeout: 10_000 });
    await visitor.getByLabel('Comment (optional)').fill('No answer about glazing.');
    await visitor.getByRole('button', { name: 'Send rating' }).click();
    await visitor.getByText('Thank you for your rating.').waitFor();
    await visitor.close();

    await console_.bringToFront();
    await row.filter({ hasText: 'rated bad' }).waitFor({ timeout: 10_000 });
    const shown = console_.locator('.thread .rating');
    await shown.waitFor();
    expect(await shown.textContent()).toMatch(/^Rated 👎 bad by the visitor · .+ No answer about glazing\.$/);
    expect(await console_.locator('.thread .rating q').textContent()).toBe('No answer about glazing.');
    expect(await axe(console_)).toEqual([]);
    await console_.screenshot({ path: `${ARTIFACTS}engage-rating.png` });
  });
});
