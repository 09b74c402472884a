// The test console in Chromium beside the demo site: live captures and emails, taking over a chat, a webhook retry
// run by the clock, a fault the widget meets, export and import, axe-core on every tab at 390 and 1440 px in light
// and dark, and a screenshot of each.
import { readFileSync } from 'node:fs';
import { createCaptureClient } from '@svc/capture-node';
import type { RunningNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receiver } from './harness.js';
import { ARTIFACTS, axe, startReceiver, TABS, useConsole, visitorAsks, watchCsp } from './harness.js';

const run = chromiumAvailable('the console end-to-end tests') ? describe : describe.skip;

run('the test console', () => {
  let site: RunningNodeServer;
  let receiver: Receiver;
  let context: BrowserContext;
  let console_: Page;
  let violations: string[];

  const tab = async (id: string) => {
    await console_.locator(`nav a[href="#/${id}"]`).click();
    await console_.locator('main h2').first().waitFor();
  };

  const session = useConsole({ acceptDownloads: true, beforeOpen: async (page) => void (violations = await watchCsp(page)) });
  beforeAll(async () => {
    ({ site, context, page: console_ } = session);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('a capture sent with @svc/capture-node appears in Captures and its email in Outbox within a second, without reload', async () => {
    const demo = site.server.demo!;
    await tab('captures');
    await console_.getByLabel('Website').selectOption(demo.capture.siteId);
    await console_.getByText(/submissions in test and live, newest first/).waitFor();
    const capture = createCaptureClient({ apiKey: demo.capture.keys.live, baseUrl: site.url });
    const email = `grace-${Date.now()}@example.org`;
    const sentAt = Date.now();
    await capture.submit({ form: 'contact', fields: { email, message: 'Hello from the console test' } });
    await console_.locator('ul[aria-label="Submissions"] li', { hasText: email }).waitFor({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1500);
    await tab('outbox');
    await console_.locator('ul[aria-label="Emails"] li').first().waitFor({ timeout: 1000 });
    await console_.locator('ul[aria-label="Emails"] summary').first().click();
    await console_.locator('.email-body', { hasText: email }).waitFor({ timeout: 1000 });
  });

  it('the outbox tab says how many older emails are no longer kept once the outbox is full', async () => {
    const notifier = site.server.deps.outbox!;
    const message = { to: 'team@example.test', subject: 'Load test', text: 'one of many', ref: 'capture.submission:load' };
    for (let i = 0; i <= notifier.limit; i++) await notifier.send(message);
    // Sent past the HTTP API, so no feed event: open the tab again to load it.
    await tab('captures');
    await tab('outbox');
    await console_
      .getByText(/^\d+ older emails are no longer kept \(the outbox keeps the newest 1000; --outbox-size\)\.$/)
      .waitFor({ timeout: 2000 });
    notifier.clear();
  });

  it('a chat in the widget is taken over and answered from the console; the visitor sees the reply', async () => {
    const visitor = await visitorAsks(context, `${site.url}/`, 'Can I talk to a person please?');
    await console_.bringToFront();
    await tab('engage');
    await console_.getByLabel('Agent name (shown to the visitor)').fill('Sam');
    await console_.locator('ul[aria-label="Conversations"] button', { hasText: 'Can I talk to a person' }).click();
    const signalled = (typing: boolean) =>
      console_.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/typing') && r.postDataJSON()?.typing === typing);
    // The visitor hears "typing" while the box has text (at most every 3 s), and a stop when it is emptied.
    const started = signalled(true);
    await console_.getByLabel('Reply to the visitor').fill('Hi!');
    expect((await started).postDataJSON()).toEqual({ typing: true, agentName: 'Sam' });
    const stopped = signalled(false);
    await console_.getByLabel('Reply to the visitor').fill('');
    expect((await stopped).postDataJSON()).toEqual({ typing: false, agentName: 'Sam' });
    await console_.getByLabel('Reply to the visitor').fill('Hi! Sam from the studio here.');
    const reply = console_.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/reply'));
    await console_.getByRole('button', { name: 'Send (take over)' }).click();
    expect((await reply).postDataJSON()).toEqual({ message: 'Hi! Sam from the studio here.', agentName: 'Sam' });
    await console_.locator('.messages li.agent', { hasText: 'Sam from the studio' }).waitFor();
    await visitor.locator('svc-widget .msg.agent', { hasText: 'Sam from the studio' }).waitFor({ timeout: 30_000 });
    await console_.getByRole('button', { name: 'Release to assistant' }).click();
    await visitor.getByText('You are chatting with Ada again.').waitFor({ timeout: 30_000 });
    await visitor.close();
  });

  it('reloading the console, or opening it in another tab, reuses its portal key: no new portal-key record per load', async () => {
    const portalKeys = () => site.server.deps.store.table('console.portal_keys').size;
    await tab('engage');
    await console_.locator('ul[aria-label="Conversations"][aria-busy="false"]').waitFor();
    const before = portalKeys();
    for (let i = 0; i < 2; i++) {
      await console_.reload();
      await console_.locator('ul[aria-label="Conversations"][aria-busy="false"]').waitFor();
    }
    expect(portalKeys()).toBe(before);
    const another = await console_.context().newPage();
    const issuing: string[] = [];
    another.on('request', (r) => r.url().includes('/_admin/console/portal-keys') && issuing.push(r.url()));
    await another.goto(`${site.url}/_console/#/engage`);
    await another.locator('ul[aria-label="Conversations"][aria-busy="false"] li').first().waitFor();
    await another.close();
    expect(issuing).toEqual([]);
    expect(portalKeys()).toBe(before);
    // A kept key the server no longer knows is replaced once, and the tab works on.
    const table = site.server.deps.store.table<{ id: string; label: string | null }>('console.portal_keys');
    const issued = table.filter((row) => row.label === 'Test console');
    expect(issued.length).toBeGreaterThan(0);
    for (const row of issued) table.delete(row.id);
    await console_.reload();
    await console_.locator('ul[aria-label="Conversations"][aria-busy="false"] li').first().waitFor();
    expect(portalKeys()).toBe(before - issued.length + 1);
  });

  it('advancing the clock runs a due webhook retry, shown in Webhooks', async () => {
    receiver.plan = [500];
    await tab('webhooks');
    await console_.getByLabel('Webhook endpoint').fill(receiver.url);
    await console_.getByRole('button', { name: 'Save endpoint' }).click();
    await console_.getByText('Save the webhook endpoint: done').waitFor();
    await console_.getByRole('button', { name: 'Send test event' }).click();
    const first = console_.locator('ul[aria-label="Deliveries"] > li', { hasText: 'webhook.test' }).first();
    await first.locator('.pill', { hasText: 'pending' }).waitFor();
    expect(receiver.received).toBe(1);
    await tab('control');
    await console_.getByLabel('Advance by').fill('1');
    await console_.getByLabel('Unit').selectOption('minutes');
    await console_.getByRole('button', { name: 'Advance' }).click();
    await console_.getByText('Advance the clock: done').waitFor();
    await tab('webhooks');
    await first.locator('.pill', { hasText: 'delivered' }).waitFor();
    await first.locator('summary').click();
    await first.getByText('2 attempts').waitFor();
    await first.getByText('verifies with the site’s current secret').waitFor();
    expect(receiver.received).toBe(2);
    await first.getByRole('button', { name: 'Resend to the site’s current endpoint' }).click();
    await first.getByText('3 attempts').waitFor();
    expect(receiver.received).toBe(3);
  });

  it('an injected 503 fault makes the widget’s next call fail, and the journal shows it', async () => {
    await tab('control');
    await console_.getByLabel('Operation', { exact: true }).selectOption('sendChatMessage');
    await console_.getByLabel('Kind').selectOption('key_verification_unavailable');
    await console_.getByLabel('Times').fill('1');
    await console_.getByRole('button', { name: 'Inject fault' }).click();
    await console_.locator('ul[aria-label="Active faults"] li', { hasText: '1 call left' }).waitFor();
    const visitor = await visitorAsks(context, `${site.url}/`, 'What are your opening hours?', 30_000);
    await visitor.close();
    await console_.bringToFront();
    await tab('requests');
    await console_.getByLabel('Status').selectOption('5xx');
    await console_.waitForTimeout(300);
    const failed = console_.locator('ul[aria-label="Requests"] li', { hasText: 'sendChatMessage' }).first();
    await failed.waitFor();
    await failed.getByText('key verification unavailable').waitFor();
    await failed.locator('button.row').click();
    await failed.getByText('Response body').first().waitFor();
    expect(await failed.locator('pre').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('KEY_VERIFICATION_UNAVAILABLE')]),
    );
    await console_.getByLabel('Status').selectOption('');
  });

  it('content: change an entry’s slug from the console; the former slug is shown', async () => {
    await tab('content');
    const entry = console_.locator('ul[aria-label="Entries"] > li').first();
    await entry.waitFor();
    await entry.locator('summary').click();
    const slugField = entry.getByLabel(/^New slug for/);
    const old = await slugField.inputValue();
    await slugField.fill(`${old}-moved`);
    await entry.getByRole('button', { name: 'Change slug' }).click();
    await console_.getByText(`Change the slug of ${old}: done`).waitFor();
    await console_.locator('ul[aria-label="Entries"] > li', { hasText: `formerly ${old}` }).waitFor();
  });

  it('sites and keys: a new key of each family comes with a ready-to-paste snippet; revoke one', async () => {
    await tab('keys');
    await console_.getByLabel('Website').selectOption(site.server.demo!.capture.siteId);
    await console_.getByRole('button', { name: 'Issue content key' }).click();
    expect(await console_.getByLabel('Snippet for the new content key').textContent()).toContain(`createContentClient({ apiKey: 'ck_test_`);
    await console_.getByRole('button', { name: /^Stage a replacement for sk_test_/ }).click();
    expect(await console_.getByLabel('Snippet for the new capture key').textContent()).toContain(`createCaptureClient({ apiKey: 'sk_test_`);
    await console_.getByRole('button', { name: /^Issue a publishable key for/ }).click();
    expect(await console_.getByLabel('Snippet for the new publishable key').textContent()).toMatch(
      /<script src="http:\/\/127\.0\.0\.1:\d+\/v1\/engage\/sdk\.js" data-key="pk_/,
    );
    const staged = console_.locator('ul[aria-label="Form Capture keys"] li', { hasText: 'staged' });
    await staged.getByRole('button', { name: /^Revoke/ }).click();
    await console_.locator('ul[aria-label="Form Capture keys"] li', { hasText: 'revoked' }).waitFor();
  });

  it('export then import restores the same state', async () => {
    const tables = async () => ((await (await fetch(`${site.url}/_admin/state`)).json()) as { tables: unknown }).tables;
    const before = await tables();
    await tab('control');
    const download = console_.waitForEvent('download');
    await console_.getByRole('button', { name: 'Export state' }).click();
    const file = await (await download).path();
    expect(JSON.parse(readFileSync(file, 'utf8')).tables).toEqual(before);
    await console_.getByLabel('Reset to').selectOption('empty');
    await console_.getByRole('button', { name: 'Reset', exact: true }).click();
    await console_.getByRole('button', { name: 'Reset without exporting' }).click();
    await console_.getByText('Reset: done').waitFor();
    expect(await tables()).not.toEqual(before);
    await console_.getByLabel('State file').setInputFiles(file);
    await console_.getByRole('button', { name: 'Import state' }).click();
    await console_.getByText('Import the state: done').waitFor();
    expect(await tables()).toEqual(before);
  });

  it('every tab: axe-core finds nothing at 1440 and 390 px, light and dark; a screenshot of each', async () => {
    const failures: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await console_.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await console_.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        for (const id of TABS) {
          await tab(id);
          await console_.waitForLoadState('networkidle').catch(() => undefined);
          await console_.waitForTimeout(150);
          for (const v of await axe(console_)) failures.push(`${id} ${width} ${scheme}: ${v}`);
          await console_.screenshot({ path: `${ARTIFACTS}console-${id}-${width}-${scheme}.png`, fullPage: width < 500 });
          // Readable at this width: nothing wider than the viewport.
          const overflow = await console_.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) failures.push(`${id} ${width} ${scheme}: ${overflow} px wider than the viewport`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('shows visible focus on keyboard navigation', async () => {
    await console_.emulateMedia({ colorScheme: 'light' });
    await console_.setViewportSize({ width: 1440, height: 900 });
    await console_.keyboard.press('Tab');
    const outline = await console_.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
