// The console as a developer's daily tool, in Chromium: after the CLI's "Try" calls every call shows in its tab
// without changing a filter; badges equal what their lists show; the journal hides the console's own calls, filters,
// searches, deep-links, copies as curl and clears; destructive controls ask first; webhooks and Engage say what to do
// when empty and put what needs a person first; one date format; live indicator and new rows marked; axe on the
// states these add at 390 and 1440 px, light and dark.

import type { RunningNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, axe, startReceiver, useConsole } from './harness.js';

const run = chromiumAvailable('the console end-to-end tests') ? describe : describe.skip;

run('the console shows what a test just did', () => {
  let site: RunningNodeServer;
  let page: Page;
  const session = useConsole();
  const tab = async (id: string) => {
    await page.locator(`nav a[href="#/${id}"]`).click();
    await page.locator('main h2').first().waitFor();
  };
  const badge = async (id: string) =>
    Number(await page.locator(`nav a[href="#/${id}"] .badge`).evaluate((e) => e.firstChild?.textContent ?? ''));
  const email = `try-${Date.now()}@example.org`;
  let captureRequestId = '';

  beforeAll(async () => {
    ({ site, page } = session);
    const demo = site.server.demo!;
    // The CLI's Try list: content read, capture and chat, all with test-environment keys.
    expect(
      (
        await fetch(`${site.url}/v1/content/${demo.content.siteId}/${demo.content.collections[0]}`, {
          headers: { 'x-api-key': demo.content.keys.test },
        })
      ).status,
    ).toBe(200);
    const captured = await fetch(`${site.url}/v1/capture`, {
      method: 'POST',
      headers: { 'x-api-key': demo.capture.keys.test, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { email, message: 'Hello' } }),
    });
    expect(captured.status).toBe(201);
    captureRequestId = captured.headers.get('x-request-id')!;
    const chat = await fetch(`${site.url}/v1/engage/chat`, {
      method: 'POST',
      headers: { 'x-api-key': demo.engage.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What are your opening hours?' }),
    });
    expect(chat.status).toBe(200);
  });

  it('Requests lists the three calls first, hides the console’s own calls, and its badge equals the list', async () => {
    await tab('requests');
    const rows = page.locator('ul[aria-label="Requests"] > li');
    await page.getByText(/requests? \(the server’s own traffic hidden\)/).waitFor();
    const paths = await rows.locator('.path').allTextContents();
    expect(paths.slice(0, 3)).toEqual(['/v1/engage/chat', '/v1/capture', expect.stringMatching(/^\/v1\/content\//)]);
    expect(paths.some((p) => p.startsWith('/_admin') || p.startsWith('/_console'))).toBe(false);
    const matched = Number(/^(\d+) request/.exec((await page.locator('main .notice').first().textContent()) ?? '')?.[1]);
    expect(await badge('requests')).toBe(matched);
    await page.getByLabel(/Show the server’s own traffic/).check();
    await page.locator('ul[aria-label="Requests"] .path', { hasText: '/_admin/' }).first().waitFor();
    await page.getByLabel(/Show the server’s own traffic/).uncheck();
  });

  it('Captures shows the capture made with the test key without changing a filter; its badge equals the list’s total', async () => {
    await tab('captures');
    const row = page.locator('ul[aria-label="Submissions"] > li', { hasText: email });
    await row.waitFor();
    expect(await row.locator('.pill').first().textContent()).toBe('test');
    const total = Number(
      /^(\d+) submissions? in test and live/.exec((await page.getByText(/submissions? in test and live/).textContent()) ?? '')?.[1],
    );
    expect(await badge('captures')).toBe(total);
  });

  it('Webhooks: the empty state says to set an endpoint and send a test event; payloads are pretty-printed', async () => {
    await tab('webhooks');
    await page.getByText(/No deliveries yet\. Set the webhook endpoint above/).waitFor();
    const field = await page.getByLabel('Webhook endpoint').boundingBox();
    const form = await page.locator('form.card').boundingBox();
    expect(field!.width).toBeGreaterThan(form!.width * 0.8);
    const receiver = await startReceiver();
    await page.getByLabel('Webhook endpoint').fill(receiver.url);
    await page.getByRole('button', { name: 'Save endpoint' }).click();
    await page.getByText('Save the webhook endpoint: done').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = page.locator('ul[aria-label="Deliveries"] > li').first();
    await row.waitFor();
    await row.locator('summary').click();
    expect(await row.locator('pre').last().textContent()).toMatch(/^\{\n {2}"/);
    // Each attempt: the receiver's status, the time taken and the headers sent.
    expect(await row.locator('ol > li').first().textContent()).toMatch(/: 200 in [\d.]+ ms/);
    await row.getByLabel('Headers sent, attempt 1').waitFor();
    await receiver.close();
  });

  it('deep links: a capture links to its email and its request; emails, deliveries and conversations have links too', async () => {
    await tab('captures');
    const row = page.locator('ul[aria-label="Submissions"] > li', { hasText: email });
    await row.locator('summary').click();
    const own = await row.getByRole('link', { name: 'Link to this capture' }).getAttribute('href');
    expect(own).toMatch(/^#\/captures\/[^/]+\/[^/]+$/);
    await row.getByRole('link', { name: 'Its notification email' }).click();
    const opened = page.locator('ul[aria-label="Emails"] details[open]');
    await opened.waitFor();
    expect(await opened.textContent()).toContain(email);
    expect(await opened.getByRole('link', { name: 'Link to this email' }).getAttribute('href')).toMatch(/^#\/outbox\//);
    await page.goto(`${site.url}/_console/${own}`);
    const reopened = page.locator('ul[aria-label="Submissions"] details[open]', { hasText: email });
    await reopened.waitFor();
    await reopened.getByRole('link', { name: 'The request that made it' }).click();
    await page.locator('ul[aria-label="Requests"] .path', { hasText: '/v1/capture' }).first().waitFor();
    expect(await page.locator('ul[aria-label="Requests"] > li').count()).toBe(1);
    expect(await page.getByLabel('Search paths and bodies').inputValue()).toMatch(/^sub_/);
  });

  it('the Sites & keys badge stays put while browsing and reloading', async () => {
    const before = await badge('keys');
    for (const id of ['keys', 'engage', 'webhooks', 'keys']) await tab(id);
    await page.reload();
    await page.locator('nav .badge').first().waitFor();
    await tab('keys');
    await page.waitForTimeout(400);
    expect(await badge('keys')).toBe(before);
  });

  it('the journal filters by method, path, status, key family and time, and searches bodies', async () => {
    await tab('requests');
    const paths = () => page.locator('ul[aria-label="Requests"] .path').allTextContents();
    await page.getByLabel('Method').selectOption('POST');
    await page.getByLabel('Key family').selectOption('sk_test');
    await expect.poll(paths, { timeout: 10_000 }).toEqual(['/v1/capture']);
    await page.getByLabel('Method').selectOption('');
    await page.getByLabel('Key family').selectOption('');
    await page.getByLabel('Time').selectOption('1h');
    await page.getByLabel('Status').selectOption('2xx');
    // The search applies as it is typed, without Enter.
    await page.getByLabel('Search paths and bodies').pressSequentially(email, { delay: 5 });
    await expect.poll(paths, { timeout: 10_000 }).toEqual(['/v1/capture']);
    // A request arriving while the search is typed reloads the list underneath; the typed text stays.
    await page.getByLabel('Search paths and bodies').press('End');
    await page.keyboard.type('x');
    await fetch(`${site.url}/health`);
    expect(await page.getByLabel('Search paths and bodies').inputValue()).toBe(`${email}x`);
    await page.keyboard.press('Backspace');
    await expect.poll(paths, { timeout: 10_000 }).toEqual(['/v1/capture']);
    await page.getByLabel('Path contains').fill('/v1/engage');
    await page.getByLabel('Path contains').press('Enter');
    await page.getByText(/No requests match these filters/).waitFor();
    await page.getByLabel('Path contains').fill('');
    await page.getByLabel('Path contains').press('Enter');
    await page.getByLabel('Search paths and bodies').fill('');
    await page.getByLabel('Search paths and bodies').press('Enter');
    await page.getByLabel('Time').selectOption('');
    await page.getByLabel('Status').selectOption('');
  });

  it('a deep link opens a request; copy as curl redacts the key unless asked, and replays the call', async () => {
    await page.goto(`${site.url}/_console/#/requests/${captureRequestId}`);
    const curl = page.getByLabel('As curl');
    await curl.filter({ hasText: 'curl -X POST' }).waitFor();
    const redacted = (await curl.textContent())!;
    expect(redacted).toContain(`${site.url}/v1/capture`);
    expect(redacted).not.toContain(site.server.demo!.capture.keys.test);
    await page.getByLabel('Include keys (shown in clear)').check();
    await curl.filter({ hasText: site.server.demo!.capture.keys.test }).waitFor();
    expect(await curl.textContent()).toContain(`--data-raw '{"fields":{"email":"${email}","message":"Hello"}}'`);
  });

  it('Reset asks first, says what is lost and that the clock is kept, and offers to export; Cancel keeps everything', async () => {
    await tab('control');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const panel = page.getByRole('group', { name: /Reset the server to the demo data\?/ });
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/Deleted: every website, key, content entry, capture/);
    expect(await panel.textContent()).toMatch(/Kept: the service clock/);
    await panel.getByRole('button', { name: 'Export, then reset' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        expect(await axe(page), `control with the reset question ${width} ${scheme}`).toEqual([]);
        await page.screenshot({ path: `${ARTIFACTS}console-reset-confirm-${width}-${scheme}.png`, fullPage: width < 500 });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await tab('captures');
    await page.locator('ul[aria-label="Submissions"] > li', { hasText: email }).waitFor();
  });

  it('Close asks before closing a conversation; escalated threads come first, marked, with the visitor’s name', async () => {
    const demo = site.server.demo!;
    await fetch(`${site.url}/v1/engage/chat`, {
      method: 'POST',
      headers: { 'x-api-key': demo.engage.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Can I talk to a person please?', visitor: { name: 'Grace Hopper' }, page: '/pricing' }),
    });
    await tab('engage');
    const first = page.locator('ul[aria-label="Conversations"] > li').first();
    await first.filter({ hasText: 'Grace Hopper' }).waitFor();
    // Labelled by what happened: the visitor was pointed to the support form (the service's rule), not promised a person.
    expect(await first.textContent()).toContain('Escalated: pointed to the support form');
    expect(await first.textContent()).not.toContain('Waiting for a person');
    expect(await first.textContent()).toContain('on /pricing');
    await first.locator('button.row').click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Close this conversation?' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('a new message from the visitor reopens it with the assistant');
    expect(await axe(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).waitFor();
  });

  it('one date format: ISO 8601 in UTC, the local time on hover', async () => {
    await tab('requests');
    const when = page.locator('ul[aria-label="Requests"] time').first();
    await when.waitFor();
    expect(await when.textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
    expect(await when.getAttribute('title')).toMatch(/^Local time: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC[+-]\d\d:\d\d\)$/);
    // A reader in India (UTC+05:30, half an hour off the hour) sees their own wall-clock time and offset.
    const context = await page.context().browser()!.newContext({ timezoneId: 'Asia/Kolkata' });
    try {
      const there = await context.newPage();
      await there.goto(`${site.url}/_console/#/requests`);
      const first = there.locator('ul[aria-label="Requests"] time').first();
      await first.waitFor();
      const iso = (await first.getAttribute('datetime'))!;
      const wall = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      expect(await first.getAttribute('title')).toBe(`Local time: ${wall} (UTC+05:30)`);
    } finally {
      await context.close();
    }
  });

  it('live: the header says Live; a new request arrives marked New; Pause holds updates', async () => {
    await tab('requests');
    await page.locator('.live', { hasText: 'Live' }).waitFor();
    await fetch(`${site.url}/health`);
    const fresh = page.locator('ul[aria-label="Requests"] > li.new', { hasText: '/health' });
    await fresh.waitFor({ timeout: 10_000 });
    expect(await fresh.locator('.new-mark').textContent()).toBe('New');
    await page.getByRole('button', { name: 'Pause live updates' }).click();
    await page.locator('.live', { hasText: 'Paused' }).waitFor();
    const before = await page.locator('ul[aria-label="Requests"] > li').count();
    await fetch(`${site.url}/health`);
    await page.waitForTimeout(600);
    expect(await page.locator('ul[aria-label="Requests"] > li').count()).toBe(before);
    await page.getByRole('button', { name: 'Resume live updates' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('ul[aria-label="Requests"] > li').length > n, before, { timeout: 10_000 });
  });

  it('a tab loads its list once on opening: the stream’s greeting sets the badges without a second load', async () => {
    const fresh = await page.context().newPage();
    const calls: string[] = [];
    fresh.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await fresh.goto(`${site.url}/_console/#/outbox`);
    await fresh.locator('ul[aria-label="Emails"][aria-busy="false"]').waitFor();
    await fresh.locator('nav a[href="#/outbox"] .badge').waitFor();
    // Past the feed's 200 ms coalescing window: a reload on the greeting would have been sent by now.
    await fresh.waitForTimeout(800);
    expect(calls.filter((p) => p === '/_admin/outbox')).toEqual(['/_admin/outbox']);
    await fresh.close();
  });

  it('a greeting after a failed connection reloads the list (what happened meanwhile was missed)', async () => {
    const fresh = await page.context().newPage();
    const calls: string[] = [];
    fresh.on('request', (r) => calls.push(new URL(r.url()).pathname));
    // The first connection to the event stream fails; the browser connects again on its own.
    let refused = false;
    await fresh.route('**/_admin/events*', (route) => (refused ? route.continue() : ((refused = true), route.abort())));
    await fresh.goto(`${site.url}/_console/#/outbox`);
    await fresh.locator('ul[aria-label="Emails"][aria-busy="false"]').waitFor();
    await expect.poll(() => calls.filter((p) => p === '/_admin/outbox').length, { timeout: 15_000 }).toBe(2);
    await fresh.close();
  });

  it('Test control offers every operation of the contract without downloading the contract', async () => {
    const fresh = await page.context().newPage();
    const calls: string[] = [];
    fresh.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await fresh.goto(`${site.url}/_console/#/control`);
    await fresh.locator('ul[aria-label="Active faults"][aria-busy="false"]').waitFor({ state: 'attached' });
    const offered = await fresh.getByLabel('Operation').locator('option').allTextContents();
    expect(offered).toContain('createCapture');
    expect(offered).toContain('sendChatMessage');
    expect(offered.some((o) => o.startsWith('admin') || o.startsWith('preflight'))).toBe(false);
    expect(offered).toEqual([...offered].sort());
    expect(calls).not.toContain('/openapi.json');
    await fresh.close();
  });

  it('the journal is cleared after asking', async () => {
    await tab('requests');
    await page.getByRole('button', { name: 'Clear the journal' }).click();
    await page.getByRole('group', { name: 'Clear the request journal?' }).getByRole('button', { name: 'Clear the journal' }).click();
    await page.getByText(/No requests yet/).waitFor();
    expect(await badge('requests')).toBe(0);
  });
});
