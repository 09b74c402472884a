// The built sdk.js in real headless Chromium against the reference server: embed, chat, escalation, support ticket,
// agent take-over, reload, a strict CSP, axe-core in every state, and a screenshot of each state.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, consoleCall, injectFault, STRICT_CSP, shopPage, useWidgetSite, watchCsp, widgetSuite } from './site.js';

const run = widgetSuite('the widget end-to-end tests (sdk.js)');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Conversation {
  id: string;
  status: string;
  messages: { role: string; content: string }[];
}

run('the widget in Chromium', () => {
  const w = useWidgetSite();

  async function open(options: BrowserContextOptions & { html?: string; headers?: Record<string, string> } = {}): Promise<Page> {
    const { html, headers, ...contextOptions } = options;
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 }, ...contextOptions });
    const page = await context.newPage();
    await page.goto(w.site.shop.add(`/p${++pages}`, html ?? shopPage(w.site), headers));
    await page.locator('svc-widget .launcher').waitFor();
    return page;
  }

  let pages = 0;
  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  const composer = (page: Page) => page.locator('svc-widget textarea');
  async function say(page: Page, text: string): Promise<void> {
    await composer(page).fill(text);
    await composer(page).press('Enter');
  }
  async function axe(page: Page): Promise<string[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
    // The panel fades in: mid-animation its text is translucent and fails color-contrast, which a loaded machine can
    // catch. Axe judges the settled state, once every finite animation has finished (Chromium's
    // document.getAnimations() leaves out shadow trees, so each open shadow root is asked too).
    await page.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].flatMap((el) => el.shadowRoot ?? [])];
      const running = roots.flatMap((root) => root.getAnimations());
      return Promise.all(running.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished));
    });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run(c: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
      ).axe.run(document);
      return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    return violations;
  }
  const conversations = async () => (await consoleCall<{ conversations: Conversation[] }>(w.site, 'GET', '/conversations')).conversations;

  it('embed page: open, chat with citations, escalate, and the support ticket is created and linked', async () => {
    const page = await open();
    const launcher = page.locator('svc-widget .launcher');
    await expect.poll(() => launcher.textContent()).toBe('Chat with us');
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await shot(page, 'closed');

    await launcher.click();
    await page.getByRole('dialog').waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await say(page, 'What are your opening hours?');
    const link = page.locator('svc-widget .msg.assistant a', { hasText: 'Opening hours' });
    await link.waitFor();
    // The demo's article lives on the demo page the server serves: its link opens that section.
    expect(await link.getAttribute('href')).toBe(`${w.site.url}/#opening-hours`);
    await shot(page, 'chat');

    await say(page, 'Can I talk to a person please?');
    const escalate = page.getByRole('button', { name: 'Contact support' });
    await escalate.waitFor();
    await escalate.click();
    expect(await page.locator('svc-widget #s-message').inputValue()).toBe('Can I talk to a person please?');
    await page.locator('svc-widget #s-name').fill('Ada Lovelace');
    await page.locator('svc-widget #s-email').fill('ada@example.org');
    await shot(page, 'support');
    // The page learns the ticket's id from the widget's `ticket` event; the visitor reads where the answer goes.
    type Page = { svc(...a: unknown[]): unknown; svcTicket?: string };
    await page.evaluate(() =>
      (window as unknown as Page).svc('on', 'ticket', (d: { ticketId: string }) => ((window as unknown as Page).svcTicket = d.ticketId)),
    );
    await page.locator('svc-widget form button[type=submit]').click();
    await page.getByText('We got your message. We reply by email to ada@example.org.').waitFor();
    const ticketId = await (await page.waitForFunction(() => (window as unknown as Page).svcTicket)).jsonValue();
    const { tickets } = await consoleCall<{ tickets: { id: string; conversationId: string | null; name: string }[] }>(
      w.site,
      'GET',
      '/tickets',
    );
    const ticket = tickets.find((t) => t.id === ticketId);
    const thread = (await conversations()).find((c) => c.messages.some((m) => m.content === 'Can I talk to a person please?'));
    expect(ticket).toMatchObject({ name: 'Ada Lovelace', conversationId: thread?.id });

    await page.keyboard.press('Escape');
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.querySelector('svc-widget')?.shadowRoot?.activeElement?.className)).toBe('launcher');
    await page.context().close();
  });

  it('agent take-over through the console API shows the agent reply; release hands back; a reload keeps the thread', async () => {
    const page = await open();
    await page.locator('svc-widget .launcher').click();
    await say(page, 'Do you sell gift vouchers?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = (await conversations()).find((c) => c.messages.some((m) => m.content === 'Do you sell gift vouchers?'))!;
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/reply`, { message: 'Hi, Sam here from the studio. Yes we do!' });
    const reply = page.locator('svc-widget .msg.agent', { hasText: 'Sam here' });
    await reply.waitFor({ timeout: 30_000 });
    await page.getByText('A person has joined the conversation.').waitFor();
    await shot(page, 'agent');

    await say(page, 'Great, how much are they?');
    await page.getByText('Your message was passed on. A person will reply here.').waitFor();
    await consoleCall(w.site, 'POST', `/conversations/${thread.id}/release`);
    await page.getByText('You are chatting with Ada again.').waitFor({ timeout: 30_000 });

    await page.reload();
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor();
    expect(await page.locator('svc-widget .msg.visitor').allTextContents()).toEqual([
      'YouDo you sell gift vouchers?',
      'YouGreat, how much are they?',
    ]);
    await page.context().close();
  });

  it('a page with a strict Content-Security-Policy (no unsafe-inline, no eval) reports zero violations', async () => {
    const csp = STRICT_CSP(w.site.url);
    const context = await w.browser.newContext();
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto(w.site.shop.add('/strict-csp', shopPage(w.site), { 'content-security-policy': csp }));
    await page.locator('svc-widget .launcher').click();
    await say(page, 'Where can I park?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    // The panel is styled (constructable stylesheets are not inline styles): the header has the accent background.
    const background = await page.locator('svc-widget .head').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(79, 70, 229)');
    await shot(page, 'strict-csp');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('axe-core finds no violations when closed, in chat, in the form with errors, in support and in an error state', async () => {
    const page = await open();
    expect(await axe(page)).toEqual([]);
    await page.locator('svc-widget .launcher').click();
    await say(page, 'What does a workshop cost?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(await axe(page)).toEqual([]);

    await page.locator('svc-widget nav button', { hasText: 'Contact' }).click();
    await page.locator('svc-widget form button[type=submit]').click();
    await page.locator('svc-widget #f-name[aria-invalid=true]').waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'form');

    await page.locator('svc-widget nav button', { hasText: 'Support' }).click();
    await page.locator('svc-widget #s-name').waitFor();
    expect(await axe(page)).toEqual([]);

    await page.locator('svc-widget nav button', { hasText: 'Chat' }).click();
    await injectFault(w.site, { operation: 'sendChatMessage', kind: 'assistant_unavailable', times: 1 });
    await say(page, 'Do you run evening classes?');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(
      /Ada cannot answer right now\. Your message is kept\.You can send again in \d+ seconds?\./,
    );
    expect(await composer(page).inputValue()).toBe('Do you run evening classes?');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'error');
    await page.context().close();
  });

  it('dark colour scheme and a small screen (full-screen panel, the page behind does not scroll)', async () => {
    const dark = await open({ colorScheme: 'dark' });
    await dark.locator('svc-widget .launcher').click();
    await say(dark, 'Is the studio accessible?');
    await dark.locator('svc-widget .msg.assistant').nth(1).waitFor();
    expect(await dark.locator('svc-widget .panel').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 39)');
    expect(await axe(dark)).toEqual([]);
    await shot(dark, 'dark');
    await dark.context().close();

    const phone = await open({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    await phone.locator('svc-widget .launcher').click();
    const box = await phone.locator('svc-widget .panel').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 780 });
    expect(await phone.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await phone.locator('svc-widget .panel').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await shot(phone, 'mobile');
    await phone.keyboard.press('Escape');
    expect(await phone.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    await phone.context().close();
  });
});
