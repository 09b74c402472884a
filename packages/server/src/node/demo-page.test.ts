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
    expect(footer).not.toContain('/_admin');
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
