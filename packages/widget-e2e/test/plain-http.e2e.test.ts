// The widget on a plain-http site that is not loopback: no secure context, so no crypto.randomUUID. Its contact form
// and support ticket still send an Idempotency-Key (made with crypto.getRandomValues) and are stored.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget end-to-end tests (plain-http origin)');

// A name Chromium does not count as potentially trustworthy (unlike localhost and 127.0.0.1), mapped to the shop.
const PLAIN_HOST = 'svc-plain.test';
const KEY_FORMAT = /^[\w-]{8,100}$/;

interface Site {
  id: string;
  allowedOrigins: string[];
  forms?: { policies?: Record<string, { successMessage?: string }> };
}

interface Ticket {
  id: string;
  source: string;
  name: string;
  message: string | null;
  fields: Record<string, string> | null;
}

run('the widget on a plain-http, non-loopback origin', () => {
  let origin: string;
  let contactSent: string;

  const w = useWidgetSite({
    launch: { args: [`--host-resolver-rules=MAP ${PLAIN_HOST} 127.0.0.1`] },
    setup: async (site) => {
      origin = `http://${PLAIN_HOST}:${new URL(site.shop.origin).port}`;
      // As a site owner does in the console: read the site, then save its whole origin list plus the new one.
      const listed = await fetch(`${site.url}/api/engage/sites`, { headers: site.portal });
      expect(listed.status).toBe(200);
      const { sites } = (await listed.json()) as { sites: Site[] };
      const demo = sites.find((s) => s.id === site.siteId)!;
      contactSent = demo.forms?.policies?.contact?.successMessage ?? 'Thank you! Your message was sent.';
      await consoleCall(site, 'PATCH', '', { allowedOrigins: [...demo.allowedOrigins, origin] });
    },
  });

  /** Submits the open form and answers its confirmation, or fails with the widget's error text. */
  async function submit(page: Page): Promise<string> {
    await page.locator('svc-widget form button[type=submit]').click();
    const outcome = page.locator('svc-widget p[role=status], svc-widget form p[role=alert]');
    await outcome.first().waitFor();
    const alert = page.locator('svc-widget form p[role=alert]');
    if ((await alert.count()) > 0) throw new Error(`the widget showed an error instead of a confirmation: ${await alert.textContent()}`);
    return (await outcome.first().textContent()) ?? '';
  }

  it('contact form and support ticket are stored, each request with an Idempotency-Key, without crypto.randomUUID', async () => {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const submissions: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/v1\/engage\/(forms\/contact|support)$/.test(new URL(r.url()).pathname)) submissions.push(r);
    });

    const url = new URL(w.site.shop.add('/plain', shopPage(w.site)));
    url.hostname = PLAIN_HOST;
    await page.goto(url.href);
    // The case this test is for: a page without a secure context, where randomUUID does not exist.
    expect(
      await page.evaluate(() => ({ origin: location.origin, secure: window.isSecureContext, randomUUID: typeof crypto.randomUUID })),
    ).toEqual({
      origin,
      secure: false,
      randomUUID: 'undefined',
    });

    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget nav button', { hasText: 'Contact' }).click();
    await page.locator('svc-widget #f-name').fill('Grace Hopper');
    await page.locator('svc-widget #f-email').fill('grace@example.org');
    await page.locator('svc-widget #f-message').fill('Do you run workshops for schools?');
    expect(await submit(page)).toBe(contactSent);

    await page.locator('svc-widget nav button', { hasText: 'Support' }).click();
    await page.locator('svc-widget #s-name').fill('Grace Hopper');
    await page.locator('svc-widget #s-email').fill('grace@example.org');
    await page.locator('svc-widget #s-message').fill('My voucher code is not accepted at checkout.');
    expect(await submit(page)).toBe('We got your message. We reply by email to grace@example.org.');
    await page.screenshot({ path: `${ARTIFACTS}plain-http.png` });

    const { tickets } = await consoleCall<{ tickets: Ticket[] }>(w.site, 'GET', '/tickets');
    expect(tickets.find((t) => t.source === 'form' && t.fields?.message === 'Do you run workshops for schools?')).toMatchObject({
      name: 'Grace Hopper',
    });
    expect(tickets.find((t) => t.source === 'support' && t.message === 'My voucher code is not accepted at checkout.')).toMatchObject({
      name: 'Grace Hopper',
    });

    const sent = await Promise.all(
      submissions.map(async (r) => ({ path: new URL(r.url()).pathname, key: (await r.allHeaders())['idempotency-key'] })),
    );
    expect(sent.map((s) => s.path)).toEqual(['/v1/engage/forms/contact', '/v1/engage/support']);
    for (const { key } of sent) expect(key).toMatch(KEY_FORMAT);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
    expect(errors).toEqual([]);
    await context.close();
  });
});
