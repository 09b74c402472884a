// streamConversation in real Chromium against the reference server behind its Node adapter, from another origin: the
// browser's EventSource (CORS, no headers) hears an agent's typing and reply within 3 s. Required in CI; elsewhere it
// skips loudly when Chromium is missing.
import { fileURLToPath } from 'node:url';
import { startNodeServer } from '@svc/reference-server/node';
import { bundlePage, chromiumAvailable, launchChromium, modulePage, servePage } from '@svc/test-chromium';
import { describe, expect, it } from 'vitest';

const available = chromiumAvailable('the engage-browser live-events browser test');

describe.skipIf(!available)('streamConversation in Chromium against the Node reference server', () => {
  it('EventSource from another origin: typing, then the agent reply within 3 s, then the status', async () => {
    const running = await startNodeServer({ port: 0, host: '127.0.0.1', seed: 'demo', sdkScript: '' });
    const pageServer = await servePage({
      '/': modulePage('live'),
      '/page.js': await bundlePage(fileURLToPath(new URL('./live-page.ts', import.meta.url))),
    });
    const origin = pageServer.origin;
    const demo = running.server.demo!;
    const consoleHeaders = {
      'x-portal-key': demo.console.portalKey,
      'x-identity-sub': demo.console.identitySub,
      'content-type': 'application/json',
    };
    const site = `${running.url}/api/engage/sites/${demo.engage.siteId}`;
    const browser = await launchChromium();
    try {
      // As a site owner does in the console: allow the page's origin.
      const { sites } = (await (await fetch(`${running.url}/api/engage/sites`, { headers: consoleHeaders })).json()) as {
        sites: { id: string; allowedOrigins: string[] }[];
      };
      const allowed = sites.find((s) => s.id === demo.engage.siteId)!.allowedOrigins;
      expect(
        (await fetch(site, { method: 'PATCH', headers: consoleHeaders, body: JSON.stringify({ allowedOrigins: [...allowed, origin] }) }))
          .status,
      ).toBe(200);

      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await page.goto(`${origin}/?key=${encodeURIComponent(demo.engage.publishableKey)}&base=${encodeURIComponent(running.url)}`);
      type State = {
        conversationId?: string;
        roles: string[];
        events: { event: string; data: unknown }[];
        errors: string[];
        transport?: string;
      };
      const state = () => page.evaluate(() => (window as unknown as { svcState: unknown }).svcState) as Promise<State>;
      await page.waitForFunction(() => (window as unknown as { svcState: { roles: string[] } }).svcState.roles.length === 2, undefined, {
        timeout: 15_000,
      });
      const conversationId = (await state()).conversationId!;
      const thread = `${site}/conversations/${conversationId}`;
      await expect
        .poll(
          async () =>
            (
              (await (
                await fetch(`${thread}/typing`, {
                  method: 'POST',
                  headers: consoleHeaders,
                  body: JSON.stringify({ typing: true, agentName: 'Sam' }),
                })
              ).json()) as { delivered: number }
            ).delivered,
        )
        .toBe(1);
      const sent = Date.now();
      await fetch(`${thread}/reply`, {
        method: 'POST',
        headers: consoleHeaders,
        body: JSON.stringify({ message: 'Hi, Sam here.', agentName: 'Sam' }),
      });
      await page.waitForFunction(() => (window as unknown as { svcState: { roles: string[] } }).svcState.roles.length === 3, undefined, {
        timeout: 3_000,
      });
      expect(Date.now() - sent).toBeLessThan(3_000);
      const final = await state();
      expect(final.transport).toBe('eventsource');
      expect(final.events.find((e) => e.event === 'typing')?.data).toEqual({ typing: true, agentName: 'Sam', ttlMs: 6000 });
      await expect
        .poll(async () => (await state()).events.filter((e) => e.event === 'status').at(-1)?.data)
        .toEqual({ status: 'agent', agentName: 'Sam' });
      expect(final.errors).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
      await running.close();
      await pageServer.close();
    }
  }, 60_000);
});
