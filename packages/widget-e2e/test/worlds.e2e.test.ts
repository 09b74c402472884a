// Worlds in the browser: the widget's script tag comes from a world's base URL, and two demo worlds on one server
// keep their visitors' chats apart, each under its own key.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Running } from './site.js';
import { consoleCall, shopPage, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget end-to-end tests (worlds)');

interface Conversation {
  messages: { role: string; content: string }[];
}

run('the widget served by a world', () => {
  const w = useWidgetSite();

  /** A world seeded with the demo, as a site the helpers understand: its base URL in place of the server's. */
  async function world(): Promise<Running> {
    const response = await fetch(`${w.site.url}/_admin/worlds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seed":"demo"}',
    });
    expect(response.status).toBe(201);
    const { world: created, demo } = (await response.json()) as {
      world: { baseUrl: string };
      demo: { engage: { publishableKey: string; siteId: string }; console: { portalKey: string; identitySub: string } };
    };
    const site: Running = {
      ...w.site,
      url: created.baseUrl,
      key: demo.engage.publishableKey,
      portal: { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub },
      siteId: demo.engage.siteId,
    };
    await consoleCall(site, 'PATCH', '', { allowedOrigins: [w.site.shop.origin] });
    return site;
  }

  async function chat(site: Running, text: string, name: string): Promise<{ page: Page; loaded: string[] }> {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto(w.site.shop.add(`/${name}`, shopPage(site)));
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget textarea').fill(text);
    await page.locator('svc-widget textarea').press('Enter');
    await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
    return { page, loaded };
  }

  const said = async (site: Running) =>
    (await consoleCall<{ conversations: Conversation[] }>(site, 'GET', '/conversations')).conversations.flatMap((c) =>
      c.messages.filter((m) => m.role === 'visitor').map((m) => m.content),
    );

  it("the script tag from a world's base URL loads the widget and its panel from that world, and each world keeps its own chats", async () => {
    const a = await world();
    const b = await world();
    expect(a.key).not.toBe(b.key);
    const inA = await chat(a, 'Hello from world A', 'a');
    const inB = await chat(b, 'Hello from world B', 'b');
    // Everything the widget fetched from the server came from its world's base URL.
    const fromServer = (loaded: string[]) => loaded.filter((u) => u.startsWith(w.site.url));
    expect(fromServer(inA.loaded).length).toBeGreaterThan(1);
    expect(fromServer(inA.loaded).every((u) => u.startsWith(`${a.url}/`))).toBe(true);
    expect(fromServer(inB.loaded).every((u) => u.startsWith(`${b.url}/`))).toBe(true);
    expect(await said(a)).toEqual(['Hello from world A']);
    expect(await said(b)).toEqual(['Hello from world B']);
    expect(await said(w.site)).not.toContain('Hello from world A');
    // A key of one world is refused by the other: world B's tag with world A's key shows no chat of A's.
    const crossed = await fetch(`${b.url}/v1/engage/config`, { headers: { 'x-api-key': a.key, origin: w.site.shop.origin } });
    expect(crossed.status).toBe(401);
    await inA.page.context().close();
    await inB.page.context().close();
  });
});
