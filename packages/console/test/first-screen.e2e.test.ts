// The console's first screen, in Chromium: it appears whole (each tab's list with its rows, after the loads it chains:
// websites before keys, sites before conversations), a slow server shows the loading state at once instead of a
// blank page, and a list that waits for what it depends on says it is loading, never "0 entries" or "no
// conversations".

import type { RunningNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useConsole } from './harness.js';

const run = chromiumAvailable('the console end-to-end tests') ? describe : describe.skip;

/** What one list looked like after each change of the page: when, whether the console was in the page, the list's state. */
interface Seen {
  at: number;
  shown: boolean;
  busy: string | null;
  rows: number;
  text: string;
}

/**
 * Records, before the console's script runs, the state of the list `selector` after every change to the document, so
 * a test can ask what the page ever showed (an empty list marked as loaded, say) and not only where it ended.
 */
function watchList([selector, notice]: [string, string]): void {
  const seen: Seen[] = [];
  (window as unknown as { seen: Seen[] }).seen = seen;
  new MutationObserver(() => {
    const list = document.querySelector(selector);
    seen.push({
      at: performance.now(),
      shown: document.querySelector('main') !== null,
      busy: list?.getAttribute('aria-busy') ?? null,
      rows: list?.querySelectorAll(':scope > li').length ?? 0,
      text: (notice ? document.querySelector(notice)?.textContent : '') ?? '',
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Stretches every timer of 200 ms or more to a minute, before the page's scripts run: short ones (a render's next tick) keep theirs. */
function stretchLongTimers(): void {
  const real = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    real(handler, ms !== undefined && ms >= 200 ? 60_000 : ms, ...args)) as typeof window.setTimeout;
}

async function open(page: Page, url: string, selector: string, notice = ''): Promise<Seen[]> {
  await page.addInitScript(watchList, [selector, notice] as [string, string]);
  await page.goto(url);
  await page.locator(`${selector}[aria-busy="false"]`).waitFor({ state: 'attached', timeout: 15_000 });
  return page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
}

run('the console’s first screen', () => {
  let site: RunningNodeServer;
  const session = useConsole();
  beforeAll(async () => {
    ({ site } = session);
    // One conversation on the demo's Engage site, so its list has a row to show.
    const chat = await fetch(`${site.url}/v1/engage/chat`, {
      method: 'POST',
      headers: { 'x-api-key': site.server.demo!.engage.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What are your opening hours?' }),
    });
    expect(chat.status).toBe(200);
  });

  const whole = [
    // Content chains three loads (websites, a website's collections, a collection's entries).
    { tab: 'content', list: 'ul[aria-label="Entries"]' },
    // Sites & keys loads the websites, then the chosen website's keys.
    { tab: 'keys', list: 'ul[aria-label="Form Capture keys"]' },
    // Engage loads its sites (after a portal key), then a site's conversations.
    { tab: 'engage', list: 'ul[aria-label="Conversations"]' },
    { tab: 'requests', list: 'ul[aria-label="Requests"]' },
  ];
  for (const { tab, list } of whole) {
    it(`${tab}: the console appears with its list's rows in place, not empty first and filled a frame later`, async () => {
      // The first screen waits for the loads or for its longest wait (300 ms), whichever comes first. On a busy machine
      // the loads may take longer than that wait, and the console then rightly shows its loading state: so the page's
      // long timers are stretched to a minute and only the loads can decide when the console appears. A console that
      // shows before its loads settle fails here on any machine, and one that waits for its timer never appears.
      const page = await session.context.newPage();
      try {
        await page.addInitScript(stretchLongTimers);
        const first = (await open(page, `${site.url}/_console/#/${tab}`, list)).find((s) => s.shown);
        expect(first, 'the console was never put in the page').toBeDefined();
        expect(first).toMatchObject({ busy: 'false' });
        expect(first!.rows).toBeGreaterThan(0);
      } finally {
        await page.close();
      }
    });
  }

  /** A fresh page whose requests matching `held` are answered `ms` late; closed after `use`. */
  const withHeld = async (held: string, ms: number, use: (page: Page) => Promise<void>): Promise<void> => {
    const page = await session.context.newPage();
    try {
      await page.route(held, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      });
      await use(page);
    } finally {
      await page.close();
    }
  };

  it('a slow server: the console appears at once with its list loading, and fills it when the answer comes', () =>
    withHeld('**/_admin/outbox*', 1500, async (page) => {
      const seen = await open(page, `${site.url}/_console/#/outbox`, 'ul[aria-label="Emails"]');
      const first = seen.find((s) => s.shown)!;
      const filled = seen.find((s) => s.busy === 'false')!;
      expect(first.busy).toBe('true');
      // Shown after the first screen's wait (300 ms), long before the held answer (1.5 s).
      expect(filled.at - first.at).toBeGreaterThan(900);
    }));

  it('content: while the websites or collections load, the entries list says it is loading, never "0 entries"', () =>
    withHeld('**/_admin/websites', 800, async (page) => {
      const seen = await open(page, `${site.url}/_console/#/content`, 'ul[aria-label="Entries"]', 'main .notice');
      const shown = seen.filter((s) => s.shown);
      expect(shown[0]).toMatchObject({ busy: 'true', text: 'Loading…' });
      expect(shown.filter((s) => s.busy === 'false' && s.rows === 0)).toEqual([]);
      expect(shown.some((s) => s.text.startsWith('0 entries'))).toBe(false);
    }));

  it('engage: while the sites load, the conversations list is loading, never "No conversations on this site yet"', () =>
    withHeld('**/api/engage/sites', 800, async (page) => {
      const seen = await open(page, `${site.url}/_console/#/engage`, 'ul[aria-label="Conversations"]', 'main');
      expect(seen.find((s) => s.shown)).toMatchObject({ busy: 'true', rows: 0 });
      expect(seen.filter((s) => s.shown && s.busy === 'false' && s.rows === 0)).toEqual([]);
      expect(seen.some((s) => s.text.includes('No conversations on this site yet'))).toBe(false);
    }));
});
