// The console for a team's daily work, in Chromium: a new world gives its base URL, keys, pages and a curl; a world's
// console names the world on every page and shows its keys in full; the webhook signing secret is shown and copyable,
// the loopback refusal says how to allow it, deliveries filter with counts; the journal hides the server's own
// traffic, names every operation, searches as you type, keeps its view in the address and says when a body was not
// recorded; a conversation is labelled by what happened, with the visitor's name and each message's time, and a release
// answers the visitor's pending question. Screenshots of the world banner, a world's keys, the webhook secret and a
// fault-labelled request at 390 and 1440 px; axe on each state.

import type { RunningNodeServer } from '@svc/reference-server/node';
import { startNodeServer } from '@svc/reference-server/node';
import { chromiumAvailable } from '@svc/test-chromium';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, axe, faultedCapture, startReceiver, TABS, useConsole, visitorAsks } from './harness.js';

const run = chromiumAvailable('the console end-to-end tests') ? describe : describe.skip;

const WIDTHS = [1440, 390] as const;

run('the console for a team’s daily work', () => {
  let site: RunningNodeServer;
  let page: Page;
  const session = useConsole();
  const tab = async (id: string, on: Page = page) => {
    await on.locator(`nav a[href="#/${id}"]`).click();
    await on.locator('main h2').first().waitFor();
  };
  const clipboard = (on: Page = page) => on.evaluate(() => navigator.clipboard.readText());
  /** axe at both widths (light and dark) and a screenshot of each, named `name`; problems collected. */
  const check = async (on: Page, name: string, shot: 'page' | 'header' = 'page'): Promise<string[]> => {
    const failures: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await on.emulateMedia({ colorScheme: scheme });
      for (const width of WIDTHS) {
        await on.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await on.waitForTimeout(100);
        for (const v of await axe(on)) failures.push(`${name} ${width} ${scheme}: ${v}`);
        const overflow = await on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) failures.push(`${name} ${width} ${scheme}: ${overflow} px wider than the viewport`);
        if (scheme === 'light') {
          const path = `${ARTIFACTS}console-${name}-${width}.png`;
          if (shot === 'header') await on.locator('header.top').screenshot({ path });
          else await on.screenshot({ path, fullPage: width < 500 });
        }
      }
    }
    await on.emulateMedia({ colorScheme: 'light' });
    await on.setViewportSize({ width: 1440, height: 900 });
    return failures;
  };
  let world: { id: string; baseUrl: string };

  beforeAll(() => {
    ({ site, page } = session);
  });

  it('creating a world shows its base URL, every key in full, its console and demo links and a ready curl, each copyable', async () => {
    await tab('worlds');
    await page.getByRole('button', { name: 'Create a demo world' }).click();
    const card = page.locator('section.card', { has: page.locator('#created-title') });
    await card.waitFor();
    const id = (await card.locator('#created-title code').textContent())!;
    const demo = site.server.worlds.demoOf(id)!;
    world = { id, baseUrl: `${site.url}/w/${id}` };
    const text = (await card.textContent())!;
    for (const value of [
      world.baseUrl,
      `${world.baseUrl}/_console/`,
      `${world.baseUrl}/`,
      `${world.baseUrl}/_docs/`,
      demo.content.keys.test,
      demo.content.keys.live,
      demo.capture.keys.test,
      demo.capture.keys.live,
      demo.engage.publishableKey,
      demo.console.portalKey,
    ])
      expect(text).toContain(value);
    await card.getByRole('button', { name: 'Copy the Form Capture test key' }).click();
    expect(await clipboard()).toBe(demo.capture.keys.test);
    await card.getByRole('button', { name: 'Copy the base URL' }).click();
    expect(await clipboard()).toBe(world.baseUrl);
    // The curl works as printed: its key and URL read the world's content.
    await card.getByRole('button', { name: 'Copy the curl command' }).click();
    const curl = await clipboard();
    const [, key, url] = /^curl -H 'X-Api-Key: ([^']+)' '([^']+)'$/.exec(curl)!;
    expect((await fetch(url!, { headers: { 'x-api-key': key! } })).status).toBe(200);
    expect(await check(page, 'world-created')).toEqual([]);
  });

  it("a world's console names the world and its expiry on every page, and its Sites & keys shows its keys in full", async () => {
    const demo = site.server.worlds.demoOf(world.id)!;
    const there = await page.context().newPage();
    await there.goto(`${world.baseUrl}/_console/`);
    const banner = there.getByRole('note', { name: 'World' });
    for (const id of [...TABS, 'worlds']) {
      await tab(id, there);
      await banner
        .filter({ hasText: world.id })
        .filter({ hasText: /ends \d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ unless used/ })
        .waitFor();
    }
    // The root's console has no banner.
    expect(await page.getByRole('note', { name: 'World' }).count()).toBe(0);
    await tab('control', there);
    await there.getByRole('button', { name: 'Reset', exact: true }).click();
    await there
      .getByRole('group', { name: `Reset world ${world.id} to the demo data?` })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await tab('keys', there);
    const keys = there.locator('ul[aria-label="Form Capture keys"]');
    await keys.filter({ hasText: demo.capture.keys.test }).waitFor();
    await there.locator('ul[aria-label="Content keys"]').filter({ hasText: demo.content.keys.live }).waitFor();
    await there.locator('ul[aria-label="Engage sites"]').filter({ hasText: demo.engage.publishableKey }).waitFor();
    await there.getByRole('region', { name: 'Console credentials' }).filter({ hasText: demo.console.portalKey }).waitFor();
    await keys.getByRole('button', { name: `Copy key ${demo.capture.keys.test.slice(0, 16)}` }).click();
    expect(await clipboard(there)).toBe(demo.capture.keys.test);
    const failures = [...(await check(there, 'world-banner', 'header')), ...(await check(there, 'world-keys'))];
    expect(failures).toEqual([]);
    await there.close();
  });

  it('webhooks: the signing secret is shown and copyable; deliveries filter by event type and status, with counts', async () => {
    const demo = site.server.demo!;
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const secretOf = async () =>
      ((await (await fetch(`${site.url}/api/engage/sites`, { headers })).json()) as { sites: Array<{ webhookSecret: string }> }).sites[0]!
        .webhookSecret;
    await tab('webhooks');
    const secret = await secretOf();
    const shown = page.locator('.secret');
    await shown.filter({ hasText: secret }).waitFor();
    await shown.getByRole('button', { name: 'Copy the signing secret' }).click();
    expect(await clipboard()).toBe(secret);
    expect(await check(page, 'webhook-secret')).toEqual([]);
    await shown.getByRole('button', { name: 'Rotate the secret' }).click();
    await page.getByText('Rotate the signing secret: done').waitFor();
    const rotated = await secretOf();
    expect(rotated).not.toBe(secret);
    await shown.filter({ hasText: rotated }).waitFor();

    const receiver = await startReceiver();
    try {
      receiver.plan = [500];
      await page.getByLabel('Webhook endpoint').fill(receiver.url);
      await page.getByRole('button', { name: 'Save endpoint' }).click();
      await page.getByText('Save the webhook endpoint: done').waitFor();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page.getByText(/^1 delivery, newest first\.$/).waitFor();
      await page.getByRole('button', { name: 'Send test event' }).click();
      const chat = await fetch(`${site.url}/v1/engage/chat`, {
        method: 'POST',
        headers: { 'x-api-key': demo.engage.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Can I talk to a person please?' }),
      });
      expect((await chat.json()).escalate).toBe(true);
      await page.getByText(/^3 deliveries, newest first\.$/).waitFor({ timeout: 10_000 });
      const options = async (label: string) => page.getByLabel(label).locator('option').allTextContents();
      expect(await options('Event type')).toEqual(['Any (3)', 'webhook.test (2)', 'chat.escalated (1)']);
      // A delivery is listed as it starts and counted delivered once its receiver has answered: the feed reports that
      // change with the server's next tick, which on a busy machine comes after the list showed three.
      await expect.poll(() => options('Delivery status'), { timeout: 10_000 }).toEqual(['Any (3)', 'delivered (2)', 'pending (1)']);
      await page.getByLabel('Event type').selectOption('webhook.test');
      await page.getByText(/^2 deliveries of 3, newest first\.$/).waitFor();
      expect(await options('Delivery status')).toEqual(['Any (2)', 'delivered (1)', 'pending (1)']);
      await page.getByLabel('Delivery status').selectOption('pending');
      await page.getByText(/^1 delivery of 3, newest first\.$/).waitFor();
      expect(await page.locator('ul[aria-label="Deliveries"] > li').count()).toBe(1);
      expect(await page.locator('ul[aria-label="Deliveries"] .pill').first().textContent()).toBe('pending');
      expect(await check(page, 'webhooks-filtered')).toEqual([]);
      await page.getByLabel('Event type').selectOption('');
      await page.getByLabel('Delivery status').selectOption('');
    } finally {
      await receiver.close();
    }
  });

  it('a webhook URL on loopback is refused, at the field, with how to allow it: --local-development or the localDevelopment option', async () => {
    const strict = await startNodeServer({ port: 0, seed: 'demo' });
    const other = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const there = await other.newPage();
      await there.goto(`${strict.url}/_console/#/webhooks`);
      await there.getByLabel('Webhook endpoint').fill('http://127.0.0.1:9999/hook');
      await there.getByRole('button', { name: 'Save endpoint' }).click();
      const refusal = there.locator('#endpoint-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('--local-development');
      expect(await refusal.textContent()).toContain('createReferenceServer({ localDevelopment: true })');
      expect(await there.getByLabel('Webhook endpoint').getAttribute('aria-invalid')).toBe('true');
      expect(await check(there, 'webhook-refused')).toEqual([]);
    } finally {
      await other.close();
      await strict.close();
    }
  });

  it('the journal hides the server’s own traffic (/_docs/, the contract, the widget’s files) behind one switch and names every operation', async () => {
    await fetch(`${site.url}/v1/engage/sdk.js`);
    await fetch(`${site.url}/_docs/`);
    await fetch(`${site.url}/openapi.json`);
    await fetch(`${site.url}/health`);
    await tab('requests');
    const paths = () => page.locator('ul[aria-label="Requests"] .path').allTextContents();
    await page.locator('ul[aria-label="Requests"] .path', { hasText: '/health' }).first().waitFor();
    const listed = await paths();
    expect(listed.filter((p) => p.startsWith('/_docs') || p === '/openapi.json' || p.startsWith('/v1/engage/sdk'))).toEqual([]);
    const matched = Number(/^(\d+) requests?/.exec((await page.locator('main .notice').first().textContent()) ?? '')?.[1]);
    expect(Number(await page.locator('nav a[href="#/requests"] .badge').evaluate((e) => e.firstChild?.textContent))).toBe(matched);
    await page.getByLabel(/Show the server’s own traffic/).check();
    const contract = page.locator('ul[aria-label="Requests"] > li', { hasText: '/openapi.json' }).first();
    await contract.waitFor();
    expect(await contract.locator('.op').textContent()).toBe('getOpenapiDocument');
    await page.locator('ul[aria-label="Requests"] > li', { hasText: '/v1/engage/sdk.js' }).first().waitFor();
    expect(await page.locator('ul[aria-label="Requests"] > li', { hasText: '/health' }).first().locator('.op').textContent()).toBe(
      'getHealth',
    );
    await page.getByLabel(/Show the server’s own traffic/).uncheck();
  });

  it('search as you type; the filters and the open request are in the address, so a view survives a reload and can be shared', async () => {
    const bad = await fetch(`${site.url}/v1/capture`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_test_nosuchkey000000000000', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { email: 'refused@example.org' } }),
    });
    expect(bad.status).toBe(401);
    const id = bad.headers.get('x-request-id')!;
    await tab('requests');
    await page.getByLabel('Search paths and bodies').pressSequentially('/v1/capt', { delay: 10 });
    await page.getByLabel('Status').selectOption('4xx');
    await page.getByLabel('Method').selectOption('POST');
    await expect
      .poll(() => page.locator('ul[aria-label="Requests"] .path').allTextContents(), { timeout: 10_000 })
      .toEqual(['/v1/capture']);
    await page.locator('ul[aria-label="Requests"] button.row').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/requests/${id}?q=%2Fv1%2Fcapt&method=POST&status=4xx`);
    const shared = await page.evaluate(() => location.href);
    const other = await page.context().newPage();
    await other.goto(shared);
    await other.getByLabel('As curl').filter({ hasText: 'curl -X POST' }).waitFor();
    expect(await other.getByLabel('Search paths and bodies').inputValue()).toBe('/v1/capt');
    expect(await other.getByLabel('Status').inputValue()).toBe('4xx');
    expect(await other.getByLabel('Method').inputValue()).toBe('POST');
    await other.close();
    // Copy as curl says the body was not recorded (the key was refused before the body was read).
    const curl = page.getByLabel('As curl');
    expect(await curl.textContent()).toMatch(/^# The request body was not recorded: the server answered before reading it\./);
    await page.getByText('The request body was not recorded: the server answered 401 before reading it').waitFor();
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    expect(await clipboard()).toContain('# The request body was not recorded');
    expect(await check(page, 'request-not-recorded')).toEqual([]);
    await page.goto(`${site.url}/_console/#/requests`);
    await page.locator('ul[aria-label="Requests"][aria-busy="false"]').waitFor();
  });

  it('an answer a fault caused is labelled with the fault’s id and kind in the list and the detail', async () => {
    const { fault, answer: limited } = await faultedCapture(site, 'faulted@example.org');
    expect([limited.status, limited.headers.get('svc-fault')]).toEqual([429, `${fault.id} rate_limit`]);
    await page.goto(`${site.url}/_console/#/requests/${limited.headers.get('x-request-id')}`);
    await page.getByText(`Answered by an injected fault: ${fault.id} rate_limit`).waitFor();
    await page
      .locator('ul[aria-label="Requests"] > li', { hasText: `fault ${fault.id} rate_limit` })
      .first()
      .waitFor();
    expect(await check(page, 'request-fault')).toEqual([]);
    await page.goto(`${site.url}/_console/#/requests`);
    await page.locator('ul[aria-label="Requests"][aria-busy="false"]').waitFor();
  });

  it('a conversation never contradicts itself: labelled by what happened, the visitor named from their ticket, each message timed; a release answers the pending question', async () => {
    const context = page.context();
    const visitor = await visitorAsks(context, `${site.url}/`, 'Can I talk to a person please?');
    // The answer's pointer to the support form opens the widget's support view, prefilled and linked to the chat.
    await visitor
      .locator('svc-widget .msg.assistant', { hasText: 'support form' })
      .last()
      .getByRole('button', { name: 'Contact support' })
      .click();
    await visitor.locator('svc-widget #s-name').fill('Grace Hopper');
    await visitor.locator('svc-widget #s-email').fill('grace@example.org');
    await visitor.locator('svc-widget form button[type=submit]').click();
    await visitor.locator('svc-widget', { hasText: 'We reply by email to grace@example.org' }).waitFor();
    await page.bringToFront();
    await tab('engage');
    const row = page.locator('ul[aria-label="Conversations"] > li', { hasText: 'Grace Hopper · grace@example.org' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Escalated: pointed to the support form');
    expect(await row.textContent()).toContain('Support ticket sent');
    await row.locator('button.row').click();
    const messages = page.locator('ol[aria-label="Messages"] > li');
    await messages.first().waitFor();
    expect(await messages.count()).toBeGreaterThanOrEqual(2);
    for (const m of await messages.all()) expect(await m.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Taken over, the visitor asks again; released, the assistant answers that question.
    await page.getByLabel('Reply to the visitor').fill('Hi Grace, Sam here.');
    await page.getByRole('button', { name: 'Send (take over)' }).click();
    await row.filter({ hasText: 'Taken over by' }).waitFor();
    await visitor.locator('svc-widget nav button', { hasText: 'Chat' }).click();
    await visitor.locator('svc-widget .msg.agent', { hasText: 'Sam here' }).waitFor({ timeout: 30_000 });
    await visitor.locator('svc-widget textarea').fill('What are your opening hours?');
    await visitor.locator('svc-widget textarea').press('Enter');
    await page.locator('ol[aria-label="Messages"] > li.visitor', { hasText: 'What are your opening hours?' }).waitFor();
    await page.getByRole('button', { name: 'Release to assistant' }).click();
    const answer = page.locator('ol[aria-label="Messages"] > li.assistant', { hasText: 'Monday to Friday' });
    await answer.waitFor({ timeout: 10_000 });
    await visitor.locator('svc-widget .msg.assistant', { hasText: 'Monday to Friday' }).waitFor({ timeout: 30_000 });
    expect(await check(page, 'engage-escalated')).toEqual([]);
    await visitor.close();
  });

  it('small things: plurals, no Newest/Older on a one-page list, an entry’s content, Publish only when there is something to publish', async () => {
    await tab('outbox');
    await page.getByText(/^\d+ emails? accepted, newest first\.$/).waitFor();
    for (const id of ['outbox', 'webhooks', 'content', 'captures', 'requests']) {
      await tab(id);
      await page.locator('ul[aria-busy="false"]').first().waitFor({ state: 'attached' });
      await page.waitForTimeout(200);
      expect(await page.getByRole('button', { name: 'Newest' }).count(), id).toBe(0);
    }
    await tab('content');
    const entry = page.locator('ul[aria-label="Entries"] > li', { has: page.locator('.pill', { hasText: /^published$/ }) }).first();
    await entry.locator('summary').click();
    await entry.getByLabel(/^Content of /).waitFor();
    expect(await entry.getByLabel(/^Content of /).textContent()).toContain('"title"');
    expect(await entry.getByRole('button', { name: 'Published' }).isDisabled()).toBe(true);
    // The console links the server's other pages.
    expect(await page.getByRole('link', { name: 'Demo page' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'HTTP reference' }).getAttribute('href')).toBe('/_docs/');
  });

  it('a list loaded whole pages 25 at a time: Older shows the next page, Newest the first again', async () => {
    const outbox = async () => ((await (await fetch(`${site.url}/_admin/outbox`)).json()) as { accepted: number }).accepted;
    // Each capture to the demo's site sends one notification email.
    for (let sent = await outbox(); sent <= 25; sent = await outbox()) {
      const made = await fetch(`${site.url}/v1/capture`, {
        method: 'POST',
        headers: { 'x-api-key': site.server.demo!.capture.keys.test, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { email: `page${sent}@example.org` } }),
      });
      expect(made.status).toBe(201);
    }
    const total = await outbox();
    await page.goto(`${site.url}/_console/#/outbox`);
    const rows = page.locator('ul[aria-label="Emails"][aria-busy="false"] > li');
    await expect.poll(() => rows.count()).toBe(25);
    const newest = (await rows.first().textContent())!;
    expect(await page.getByRole('button', { name: 'Newest' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Older' }).click();
    await expect.poll(() => rows.count()).toBe(total - 25);
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    expect(await rows.first().textContent()).not.toBe(newest);
    await page.getByRole('button', { name: 'Newest' }).click();
    await expect.poll(() => rows.count()).toBe(25);
    expect(await rows.first().textContent()).toBe(newest);
  });

  it('at 390 px the tab bar is one row that scrolls by itself (the page does not); the open tab is in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await tab('worlds');
      const bar = await page.locator('.tabs ul').boundingBox();
      const link = await page.locator('.tabs a').first().boundingBox();
      expect(bar!.height).toBeLessThan(link!.height * 1.5);
      const open = await page.locator('.tabs a[aria-current="page"]').boundingBox();
      expect(open!.x + open!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
