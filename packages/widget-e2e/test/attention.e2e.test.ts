// Attention and identity refusals in Chromium against the reference server: the optional title flash (data-title-flash) while an
// agent's reply is unread, and none without it; a reply that arrives in a hidden tab with the panel open counts as
// unread until the tab is shown; a refused identity is told to the visitor in their words and to the developer once in
// the console; an accepted consent notice is remembered across a reload, a not-accepted one is not.
//
// Headless Chromium reports every page as visible (no tab strip, no minimised window: switching targets or minimising
// changes nothing), so the hidden tab is the document's visibilityState set to `hidden` and the browser's
// `visibilitychange` event dispatched, what a real tab switch does; everything else is the real browser and server.

import { chromiumAvailable, launchChromium } from '@svc/test-chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from './site.js';
import { ARTIFACTS, axeViolations, consoleCall, ensureWidgetBuilt, shopPage, startSite } from './site.js';

const run = chromiumAvailable('the widget attention end-to-end tests') ? describe : describe.skip;

interface Conversation {
  id: string;
  messages: { role: string; content: string }[];
}

run('title flash, hidden-tab unread and remembered consent in Chromium', () => {
  let browser: Browser;
  let site: Running;
  let pages = 0;

  beforeAll(async () => {
    ensureWidgetBuilt();
    browser = await launchChromium();
    site = await startSite();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.server.close();
    await site?.shop.close();
  });

  const flashing = (html: string) => html.replace('data-key=', 'data-title-flash="true" data-key=');

  async function open(html: string): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
    await page.goto(site.shop.add(`/attention${++pages}`, html));
    await page.locator('svc-widget .launcher').waitFor();
    await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await page.evaluate(() => {
      const w = window as unknown as { svc(method: string, ...args: unknown[]): Promise<unknown>; unread: number[]; titles: string[] };
      w.unread = [];
      void w.svc('on', 'unread', (e: { count: number }) => w.unread.push(e.count));
      // Every title the page shows, in order.
      w.titles = [];
      new MutationObserver(() => w.titles.push(document.title)).observe(document.querySelector('title')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    return page;
  }
  const threadOf = async (text: string) =>
    (await consoleCall<{ conversations: Conversation[] }>(site, 'GET', '/conversations')).conversations.find((c) =>
      c.messages.some((m) => m.content === text),
    )!;
  async function say(page: Page, text: string): Promise<Conversation> {
    await page.locator('svc-widget textarea').fill(text);
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    // Let the stream start before an agent answers.
    await page.waitForTimeout(500);
    return threadOf(text);
  }
  const reply = (thread: Conversation, message: string) =>
    consoleCall(site, 'POST', `/conversations/${thread.id}/reply`, { message, agentName: 'Sam' });
  const setTab = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  const unread = (page: Page) => page.evaluate(() => (window as unknown as { unread: number[] }).unread);
  const titles = (page: Page) => page.evaluate(() => (window as unknown as { titles: string[] }).titles);

  it('data-title-flash="true": a reply while closed alternates the title with "(1) New message"; opening restores it exactly', async () => {
    const page = await open(flashing(shopPage(site)));
    await page.locator('svc-widget .launcher').click();
    const thread = await say(page, 'Do you sell gift cards?');
    await page.keyboard.press('Escape');
    await reply(thread, 'Hi, Sam here. Yes, from 20 pounds.');
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    await page.waitForFunction(() => document.title === '(1) New message', undefined, { timeout: 3000 });
    await page.waitForFunction(() => document.title === 'Demo shop', undefined, { timeout: 3000 });
    await page.waitForFunction(() => document.title === '(1) New message', undefined, { timeout: 3000 });
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}attention-title-flash.png` });

    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor();
    expect(await page.title()).toBe('Demo shop');
    const seen = (await titles(page)).length;
    await page.waitForTimeout(2500);
    expect(await page.title()).toBe('Demo shop');
    expect((await titles(page)).slice(seen)).toEqual([]);
    expect(new Set(await titles(page))).toEqual(new Set(['(1) New message', 'Demo shop']));
    await page.context().close();
  });

  it('without the attribute the title is never touched, though the badge counts the reply', async () => {
    const page = await open(shopPage(site));
    await page.locator('svc-widget .launcher').click();
    const thread = await say(page, 'Is there parking nearby?');
    await page.keyboard.press('Escape');
    await reply(thread, 'Yes, behind the studio.');
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    await page.waitForTimeout(2500);
    expect(await page.title()).toBe('Demo shop');
    expect(await titles(page)).toEqual([]);
    await page.context().close();
  });

  it('a reply while the panel is open in a hidden tab counts as unread (and flashes) until the tab is shown', async () => {
    const page = await open(flashing(shopPage(site)));
    const launcher = page.locator('svc-widget .launcher');
    await launcher.click();
    const thread = await say(page, 'Can I bring my own clay?');
    await setTab(page, 'hidden');
    await reply(thread, 'Sam here: yes, stoneware only.');
    await page.locator('svc-widget .msg.agent', { hasText: 'stoneware only' }).waitFor({ timeout: 3000 });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(await page.getByRole('button', { name: 'Chat with us 1 unread reply' }).count()).toBe(1);
    expect(await unread(page)).toEqual([1]);
    await page.waitForFunction(() => document.title === '(1) New message', undefined, { timeout: 3000 });

    await setTab(page, 'visible');
    await page.locator('svc-widget .launcher .badge').waitFor({ state: 'hidden' });
    expect(await unread(page)).toEqual([1, 0]);
    expect(await page.title()).toBe('Demo shop');
    // The panel stayed open throughout.
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');

    // Open in a shown tab, a reply is seen at once.
    await reply(thread, 'Anything else?');
    await page.locator('svc-widget .msg.agent', { hasText: 'Anything else?' }).waitFor({ timeout: 3000 });
    await page.waitForTimeout(300);
    expect(await unread(page)).toEqual([1, 0]);
    await page.context().close();
  });

  it('an unverified identity: the visitor reads a text of their own, the developer one warning with the fix', async () => {
    await consoleCall(site, 'POST', '/identity/secret', {});
    await consoleCall(site, 'PATCH', '', { requireVerifiedIdentity: true });
    try {
      const page = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('[svc widget]') && warnings.push(m.text()));
      await page.goto(site.shop.add(`/attention${++pages}`, shopPage(site)));
      await page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
      // The page forgot the hash its backend should have made.
      await page.evaluate(() =>
        (window as unknown as { svc(m: string, ...a: unknown[]): Promise<unknown> }).svc('identify', {
          id: 'cust_7',
          email: 'ada@example.org',
        }),
      );
      await page.locator('svc-widget .launcher').click();
      await page.locator('svc-widget textarea').fill('Where is my order?');
      await page.locator('svc-widget textarea').press('Enter');
      const alert = page.locator('svc-widget [role=alert]');
      await alert.waitFor();
      expect(await alert.textContent()).toBe("We couldn't confirm your sign-in. Please reload the page or sign in again.");
      // The text stays; sent again, the same refusal is not logged twice.
      expect(await page.locator('svc-widget textarea').inputValue()).toBe('Where is my order?');
      const again = page.waitForResponse((r) => r.url().endsWith('/v1/engage/chat') && r.request().method() === 'POST');
      await page.locator('svc-widget textarea').press('Enter');
      expect((await again).status()).toBe(401);
      await page.waitForTimeout(300);
      expect(await axeViolations(page, true)).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}attention-identity-refused.png` });
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatch(
        /^\[svc widget\] identify\(\) was called without hash, but this site accepts verified visitors only: .*HMAC-SHA256/,
      );
      expect(warnings[1]).toMatch(
        /^\[svc widget\] chat refused the visitor's identity \(401 IDENTITY_VERIFICATION_REQUIRED\): this site accepts verified visitors only: .*visitor\.hash/,
      );
      await page.context().close();
    } finally {
      await consoleCall(site, 'PATCH', '', { requireVerifiedIdentity: false });
    }
  });

  // Last: it turns the site's consent notice on.
  it('an accepted consent notice is remembered across a reload; one not accepted writes nothing and asks again', async () => {
    await consoleCall(site, 'PATCH', '', { consent: { required: true, text: { en: 'We keep a visitor id and your messages. OK?' } } });
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    const url = site.shop.add(`/attention${++pages}`, shopPage(site));
    const stored = () => page.evaluate(() => ({ ...localStorage }));

    // Not accepted: nothing written, asked again after a reload.
    await page.goto(url);
    await page.locator('svc-widget .launcher').click();
    await page.getByText('We keep a visitor id and your messages. OK?').waitFor();
    expect(await stored()).toEqual({});
    await page.reload();
    await page.locator('svc-widget .launcher').click();
    await page.getByText('We keep a visitor id and your messages. OK?').waitFor();
    expect(await stored()).toEqual({});

    // Accepted: remembered, before any message is sent.
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator('svc-widget textarea').waitFor();
    expect(Object.keys(await stored())).toEqual([`svc-consent:${site.key}`]);
    await page.reload();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget textarea').waitFor();
    expect(await page.getByText('We keep a visitor id and your messages. OK?').count()).toBe(0);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}attention-consent-remembered.png` });
    // The first turn after the reload starts a thread, which the service allows only with the visitor's consent.
    const chat = page.waitForResponse((r) => r.url().endsWith('/v1/engage/chat') && r.request().method() === 'POST');
    await page.locator('svc-widget textarea').fill('Hello after the reload');
    await page.locator('svc-widget textarea').press('Enter');
    const response = await chat;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ message: 'Hello after the reload', consent: true });
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    await context.close();
  });
});
