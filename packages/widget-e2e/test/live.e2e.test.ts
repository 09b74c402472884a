// Live replies, status and typing in Chromium, one contract suite on two targets (the reference server over HTTP, and @svc/msw's service
// worker in the page; see targets.ts): an agent's reply reaches a visitor whose panel is closed, by the live events
// (an EventSource, no long polls), as an unread count on the launcher within 3 s (and in its accessible name, and the
// page's `unread` event); the header names the agent, their typing shows; a closed conversation is rated; axe-core
// finds nothing in these states. A returning visitor's count after a reload runs on the server only: a reload starts a
// new mock service in the page, without the visitor's thread.
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, widgetSuite } from './site.js';
import type { Visit, VisitOptions } from './targets.js';
import { TARGETS, useWidgetTarget } from './targets.js';

const run = widgetSuite('the widget live-events end-to-end tests');

interface Conversation {
  id: string;
  messages: { role: string; content: string }[];
  rating?: { score: string; comment: string | null } | null;
}

run.each(TARGETS)('live replies in Chromium against $name', ({ kind }) => {
  const target = useWidgetTarget(kind);

  async function open(options: VisitOptions = {}): Promise<Visit> {
    const visit = await target.visit(options);
    // The page API: record the unread events.
    await visit.page.waitForFunction(() => (window as unknown as { svc?: { loaded?: boolean } }).svc?.loaded === true);
    await visit.page.evaluate(() => {
      const w = window as unknown as { svc(method: string, ...args: unknown[]): Promise<unknown>; unread: number[] };
      w.unread = [];
      void w.svc('on', 'unread', (e: { count: number }) => w.unread.push(e.count));
    });
    return visit;
  }
  const threadOf = async (visit: Visit, text: string) =>
    (await visit.console<{ conversations: Conversation[] }>('GET', '/conversations')).conversations.find((c) =>
      c.messages.some((m) => m.content === text),
    )!;
  async function say({ page }: Visit, text: string): Promise<void> {
    await page.locator('svc-widget textarea').fill(text);
    await page.locator('svc-widget textarea').press('Enter');
  }
  const stream = (requests: Request[], kind: 'events' | 'poll') =>
    requests.filter((r) => new RegExp(`/conversations/[^/]+/${kind}\\?`).test(r.url()));

  it('an agent reply with the panel closed shows an unread count within 3 s over the events stream; opening shows it with the agent named; their typing shows', async () => {
    const visit = await open();
    const { page } = visit;
    const launcher = page.locator('svc-widget .launcher');
    await launcher.click();
    await say(visit, 'Is the studio open on Sunday?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf(visit, 'Is the studio open on Sunday?');
    await page.keyboard.press('Escape');
    // Let the stream settle, then an agent answers while the panel is closed.
    await page.waitForTimeout(500);
    const sent = Date.now();
    await visit.console('POST', `/conversations/${thread.id}/reply`, { message: 'Hi, Sam here. Yes, 10 to 4.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    // Its accessible name says it.
    expect(await page.getByRole('button', { name: 'Chat with us 1 unread reply' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { unread: number[] }).unread)).toEqual([1]);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}live-unread-${kind}.png` });

    await launcher.click();
    await page.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor();
    expect(await page.locator('svc-widget #svc-title').textContent()).toBe('Sam');
    expect(await page.locator('svc-widget .launcher .badge').isHidden()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { unread: number[] }).unread)).toEqual([1, 0]);

    // The agent types in the console: the visitor sees it.
    await visit.console('POST', `/conversations/${thread.id}/typing`, { typing: true, agentName: 'Sam' });
    await page.locator('svc-widget p[role=status]', { hasText: 'Sam is writing…' }).waitFor({ timeout: 3000 });
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}live-agent-typing-${kind}.png` });

    // It came by the events stream (the browser's EventSource), never by long polls; on msw, the worker answered it
    // and everything else the widget asked for, sdk.js and its panel file included.
    const events = stream(visit.requests, 'events');
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((r) => r.resourceType()))).toEqual(new Set(['eventsource']));
    expect(stream(visit.requests, 'poll')).toEqual([]);
    // The same requests, in the same order, on both targets: the reply and the typing came by the one stream.
    expect(
      visit.requests.map(
        (r) =>
          `${r.method()} ${new URL(r.url()).pathname.replace(/conv_\w+/, '{id}').replace(/panel-[\w-]+/, 'panel-{hash}')} ${r.resourceType()}`,
      ),
    ).toEqual([
      'GET /v1/engage/sdk.js script',
      'GET /v1/engage/config fetch',
      'GET /v1/engage/sdk/panel-{hash}.js script',
      'POST /v1/engage/chat fetch',
      'POST /v1/engage/conversations/{id}/stream fetch',
      'GET /v1/engage/conversations/{id}/events eventsource',
    ]);
    expect(new Set(visit.byWorker())).toEqual(new Set([kind === 'msw']));
    await page.context().close();
  });

  it('without EventSource the events come by a streamed fetch (a ReadableStream body, through the worker on msw), within 3 s', async () => {
    const visit = await open({ init: () => void Reflect.deleteProperty(window, 'EventSource') });
    const { page } = visit;
    await page.locator('svc-widget .launcher').click();
    await say(visit, 'Are gift vouchers refundable?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf(visit, 'Are gift vouchers refundable?');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    const sent = Date.now();
    await visit.console('POST', `/conversations/${thread.id}/reply`, { message: 'They are, within 30 days.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    const events = stream(visit.requests, 'events');
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((r) => r.resourceType()))).toEqual(new Set(['fetch']));
    expect(stream(visit.requests, 'poll')).toEqual([]);
    expect(new Set(visit.byWorker())).toEqual(new Set([kind === 'msw']));
    await page.context().close();
  });

  it('where the events cannot flow (a proxy rewrites the stream, no EventSource), long polls take over: the reply within 3 s', async () => {
    const visit = await open({ init: () => void Reflect.deleteProperty(window, 'EventSource'), rewriteEvents: true });
    const { page } = visit;
    await page.locator('svc-widget .launcher').click();
    await say(visit, 'Do you fire commissions?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf(visit, 'Do you fire commissions?');
    await page.keyboard.press('Escape');
    await expect.poll(() => stream(visit.requests, 'poll').length).toBeGreaterThan(0);
    const sent = Date.now();
    await visit.console('POST', `/conversations/${thread.id}/reply`, { message: 'We do, from 20 pieces.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(new Set(stream(visit.requests, 'events').map((r) => r.resourceType()))).toEqual(new Set(['fetch']));
    expect(new Set(stream(visit.requests, 'poll').map((r) => r.resourceType()))).toEqual(new Set(['fetch']));
    expect(new Set(visit.byWorker())).toEqual(new Set([kind === 'msw']));
    await page.context().close();
  });

  it('a closed conversation can be rated once: good plus a comment, stored for the console', async () => {
    const visit = await open();
    const { page } = visit;
    await page.locator('svc-widget .launcher').click();
    await say(visit, 'Can I book the wheel for Saturday?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf(visit, 'Can I book the wheel for Saturday?');
    await visit.console('POST', `/conversations/${thread.id}/close`);
    await page.getByRole('button', { name: '👍 Good' }).click({ timeout: 5000 });
    await page.getByLabel('Comment (optional)').fill('Quick and friendly.');
    expect(await axeViolations(page, true)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}rating-${kind}.png` });
    await page.getByRole('button', { name: 'Send rating' }).click();
    await page.getByText('Thank you for your rating.').waitFor();
    expect(await axeViolations(page, true)).toEqual([]);
    expect((await threadOf(visit, 'Can I book the wheel for Saturday?')).rating).toMatchObject({
      score: 'good',
      comment: 'Quick and friendly.',
    });
    await page.context().close();
  });

  it.runIf(kind === 'server')("a returning visitor's launcher counts replies after a reload, before the panel is opened", async () => {
    const visit = await open();
    const { page } = visit;
    await page.locator('svc-widget .launcher').click();
    await say(visit, 'Do you run evening classes?');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    const thread = await threadOf(visit, 'Do you run evening classes?');
    await page.reload();
    await page.locator('svc-widget .launcher').waitFor();
    // The panel file loads at idle and starts the stream from now on.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /panel-/.test(e.name)), undefined, {
      timeout: 10_000,
    });
    await page.waitForTimeout(1000);
    const sent = Date.now();
    await visit.console('POST', `/conversations/${thread.id}/reply`, { message: 'Yes, on Thursdays.', agentName: 'Sam' });
    await page.locator('svc-widget .launcher .badge', { hasText: '1' }).waitFor({ timeout: 3000 });
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(await page.locator('svc-widget [role=dialog]').count()).toBe(0);
    await page.context().close();
  });
});
