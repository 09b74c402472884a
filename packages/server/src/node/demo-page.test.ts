import { afterEach, describe, expect, it } from 'vitest';
import type { RunningNodeServer } from './start.js';
import { startNodeServer } from './start.js';

let running: RunningNodeServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

describe('the demo website at /', () => {
  it('embeds the widget with exactly the script tag it shows, for the address the server listens on', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const html = await (await fetch(`${running.url}/`)).text();
    const key = running.server.demo!.engage.publishableKey;
    const tag = `<script src="${running.url}/v1/engage/sdk.js" data-key="${key}" async></script>`;
    expect(decode(/<pre><code>([^<]*)<\/code><\/pre>/.exec(html)?.[1] ?? '')).toBe(tag);
    expect(html).toContain(`${tag}\n</body>`);
  });

  it('?theme=dark shows and embeds the tag with data-theme="dark" and dark page colours', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const html = await (await fetch(`${running.url}/?theme=dark`)).text();
    expect(html).toMatch(/data-theme="dark" async><\/script>\n<\/body>/);
    expect(html).toContain('color-scheme:dark');
  });

  it('is served under a strict CSP: no unsafe-inline, no eval, its own style and script carry the nonce', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    for (const path of ['/']) {
      const r = await fetch(`${running.url}${path}`);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await r.text();
      for (const inline of html.match(/<(style|script)(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g) ?? [])
        expect(inline).toContain(`nonce="${nonce}"`);
    }
  });

  it("/agent, the old agent view, redirects to the test console's Engage tab", async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const r = await fetch(`${running.url}/agent`, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/_console/#/engage');
    expect((await fetch(`${running.url}/agent?theme=dark`, { redirect: 'manual' })).status).toBe(302);
  });

  it("headings go in order (h1, then h2, then the cards' h3) and the footer points to the test console, not /_admin", async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const html = await (await fetch(`${running.url}/`)).text();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `heading ${i} of ${levels.join(',')}`).toBeLessThanOrEqual(1);
    const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)![1]!;
    expect(footer).toContain('href="/_console/#/control"');
    expect(footer).toContain('href="/_docs/"');
    expect(footer).not.toContain('/_admin');
  });

  it('links the test console and the HTTP reference, in a world under its base URL', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const nav = /<nav class="site"[^>]*>([\s\S]*?)<\/nav>/.exec(await (await fetch(`${running.url}/`)).text())![1]!;
    expect(nav).toContain('href="/_console/"');
    expect(nav).toContain('href="/_docs/"');
    const world = await running.server.worlds.create({ seed: 'demo' });
    const base = `/w/${world.info.id}`;
    const html = await (await fetch(`${running.url}${base}/`)).text();
    for (const href of [`${base}/_console/`, `${base}/_docs/`, `${base}/_console/#/control`]) expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('href="/_console');
  });

  it('every source the assistant cites links to a section of the demo page it serves, at the root and in a world', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const ask = async (base: string, key: string) => {
      const r = await fetch(`${running!.url}${base}/v1/engage/chat`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'What are your opening hours?' }),
      });
      return ((await r.json()) as { citations: Array<{ slug: string; url: string }> }).citations;
    };
    const world = await running.server.worlds.create({ seed: 'demo' });
    for (const [base, key] of [
      ['', running.server.demo!.engage.publishableKey],
      [`/w/${world.info.id}`, world.demo!.engage.publishableKey],
    ] as const) {
      const citations = await ask(base, key);
      expect(citations.length).toBeGreaterThan(0);
      for (const citation of citations) {
        expect(citation.url).toBe(`${running.url}${base}/#${citation.slug}`);
        const page = await fetch(citation.url);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(`id="${citation.slug}"`);
      }
    }
  });

  it('says how to build the widget when it is missing', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '' });
    expect(await (await fetch(`${running.url}/`)).text()).toContain('The widget is not built');
  });

  it('/favicon.ico and /favicon.svg answer the demo icon, which both pages link', async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const r = await fetch(`${running.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(await r.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(await (await fetch(`${running.url}/`)).text()).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it("names the console's Engage tab for answering as a person, and stacks the credentials on a phone so long keys wrap instead of scrolling", async () => {
    running = await startNodeServer({ port: 0, seed: 'demo', sdkScript: '/* widget */' });
    const html = await (await fetch(`${running.url}/`)).text();
    expect(html).toMatch(/To answer as a person, open the\s+<a href="\/_console\/#\/engage"[^>]*>Engage tab of the test console<\/a>/);
    expect(html).not.toContain('href="/agent"');
    expect(html).toContain('@media (max-width: 40rem)');
    expect(html).toContain('td code { overflow-wrap: anywhere; }');
  });
});
