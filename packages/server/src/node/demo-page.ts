// The demo website served at / by the CLI: a small studio site that embeds the widget with the one script tag a
// customer copies (shown on the page), in light or dark, under a strict Content-Security-Policy.
import type { DemoCredentials } from '@svc/reference-server';
import { DEMO_ARTICLES } from '../seed/engage-demo.js';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type DemoTheme = 'auto' | 'light' | 'dark';

/** A strict policy: no inline script or style without the page's nonce, no eval; the widget needs nothing more. */
export function demoCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The demo's icon (a speech bubble in the accent colour), served at /favicon.svg and /favicon.ico. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/>' +
  '<path fill="#fff" d="M8 8h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4H8a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"/></svg>';

export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** The exact tag a customer pastes into their pages. */
export function scriptTag(origin: string, publishableKey: string, theme: DemoTheme): string {
  const themed = theme === 'auto' ? '' : ` data-theme="${theme}"`;
  return `<script src="${origin}/v1/engage/sdk.js" data-key="${publishableKey}"${themed} async></script>`;
}

/** Colours of the page itself, per theme; `auto` follows the visitor's system setting like the widget does. */
export function demoStyles(theme: DemoTheme): string {
  const light = '--bg:#fbf8f4;--fg:#1f2937;--muted:#4b5563;--card:#fff;--line:#e5ded5;--accent:#4f46e5;--code:#f3eee8;';
  const dark = '--bg:#111827;--fg:#f3f4f6;--muted:#cbd5e1;--card:#1f2937;--line:#374151;--accent:#a5b4fc;--code:#0b1220;';
  const vars =
    theme === 'light'
      ? `:root{${light}color-scheme:light}`
      : theme === 'dark'
        ? `:root{${dark}color-scheme:dark}`
        : `:root{${light}color-scheme:light dark}@media (prefers-color-scheme: dark){:root{${dark}}}`;
  return `${vars}
  body { margin: 0; font: 17px/1.6 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
  a { color: var(--accent); }
  .wrap { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
  header.site { border-bottom: 1px solid var(--line); }
  header.site .wrap { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 1rem; flex-wrap: wrap; }
  .brand { font-weight: 700; font-size: 1.2rem; }
  nav.site a { margin-left: 1rem; }
  .hero { padding: 3rem 0 1.5rem; }
  .hero h1 { font-size: clamp(2rem, 5vw, 3rem); line-height: 1.15; margin: 0 0 .75rem; }
  .hero p { color: var(--muted); max-width: 40rem; }
  .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 1rem; margin: 1.5rem 0 2.5rem; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.1rem 1.2rem; }
  .card h3 { margin: 0 0 .35rem; }
  .card p { margin: 0; color: var(--muted); }
  .card:target { outline: 3px solid var(--accent); outline-offset: 2px; }
  section.embed { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.25rem; margin-bottom: 2rem; }
  pre { background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: .9rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
  code { font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
  .themes a[aria-current] { font-weight: 700; text-decoration: none; color: var(--fg); }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  td, th { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  td code { overflow-wrap: anywhere; }
  /* On a phone the credentials stack, one interface per block, and long keys wrap: no sideways scrolling. */
  @media (max-width: 40rem) {
    table, tbody, tr, td { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tr { padding: .5rem 0; border-bottom: 1px solid var(--line); }
    td { border: 0; padding: .1rem 0; }
    td:first-child { font-weight: 700; }
  }
  footer { color: var(--muted); font-size: 14px; padding: 2rem 0 6rem; }`;
}

/** What the demo page shows: where it is served, the demo's credentials (none without the demo seed), the theme. */
export interface DemoPageInput {
  /** The page's origin, with a world's path (`<server>/w/<id>`) when it is a world's. */
  origin: string;
  demo: DemoCredentials | undefined;
  theme: DemoTheme;
  /** The nonce of the page's one inline style, allowed by its Content-Security-Policy. */
  nonce: string;
  /** Whether the widget's files are built (the page says how to build them when not). */
  widgetBuilt: boolean;
}

export function demoPage({ origin, demo, theme, nonce, widgetBuilt }: DemoPageInput): string {
  const tag = demo ? scriptTag(origin, demo.engage.publishableKey, theme) : '';
  // A world's page is served under its base URL (`<server>/w/<id>`): its links stay inside the world.
  const base = escapeHtml(new URL(origin).pathname.replace(/\/$/, ''));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Studio · svc widget demo</title>
${FAVICON_LINK}
<style nonce="${nonce}">${demoStyles(theme)}</style>
</head>
<body>
<header class="site"><div class="wrap">
  <span class="brand">Demo Studio</span>
  <nav class="site" aria-label="Demo"><a href="${base}/">Website</a><a href="${base}/#help">Help</a><a href="${base}/_console/" target="_blank" rel="noopener">Test console</a><a href="${base}/_docs/" target="_blank" rel="noopener">HTTP reference</a></nav>
</div></header>
<main class="wrap">
  <section class="hero">
    <h1>Pottery, printing and bookbinding in Leeds</h1>
    <p>This is a demo website served by the svc reference server. The chat button in the corner is the svc widget,
    embedded with one script tag. Ask Ada about opening hours, prices or parking, ask for a person, or send the contact
    and support forms. A reload keeps your conversation. To answer as a person, open the
    <a href="${base}/_console/#/engage" target="_blank" rel="noopener">Engage tab of the test console</a> (<code>/_console/</code>) in a second tab.</p>
  </section>
  <section aria-labelledby="offer-title">
  <h2 id="offer-title">Workshops and studio hire</h2>
  <div class="grid">
    <div class="card"><h3>Taster workshops</h3><p>Three hours, all materials included, from £45.</p></div>
    <div class="card"><h3>Six-week courses</h3><p>Build real skills with a small group of eight.</p></div>
    <div class="card"><h3>Studio hire</h3><p>Private events and team days, from £60 per hour.</p></div>
  </div>
  </section>
  <section class="embed" aria-labelledby="embed-title">
    <h2 id="embed-title">Embed it on your site</h2>
    ${demo ? embedHowTo({ tag, base, theme, widgetBuilt }) : '<p>Started without the demo seed (use <code>--seed demo</code>), so there is no site key to embed.</p>'}
  </section>
  ${demo ? helpSection() : ''}
  ${demo ? credentialsSection(demo) : ''}
</main>
<footer class="wrap">Served at <code>${escapeHtml(origin)}</code>. Test control (clock, faults, reset, export, the request journal) is in the
<a href="${base}/_console/#/control">test console</a>; every operation, with requests to try, is in the <a href="${base}/_docs/">HTTP reference</a>
(the contract itself: <a href="${base}/openapi.json">openapi.json</a>).</footer>
${tag}
</body>
</html>
`;
}

/** How the page embeds the widget: the tag itself, the theme links, how to watch a take-over. */
function embedHowTo({ tag, base, theme, widgetBuilt }: { tag: string; base: string; theme: DemoTheme; widgetBuilt: boolean }): string {
  const themeLink = (t: DemoTheme, label: string) =>
    `<a href="${base}/${t === 'auto' ? '' : `?theme=${t}`}"${t === theme ? ' aria-current="page"' : ''}>${label}</a>`;
  return `<p>This page embeds the widget with exactly this tag. Paste it before <code>&lt;/body&gt;</code> on any page whose origin the site allows:</p>
    <pre><code>${escapeHtml(tag)}</code></pre>
    <p class="themes">Colour scheme: ${themeLink('auto', 'follow the system')} · ${themeLink('light', 'light')} · ${themeLink('dark', 'dark')}
    (<code>data-theme</code> is optional; without it the widget follows the visitor's setting).</p>
    <p>Watch a person take over: open the console's <a href="${base}/_console/#/engage" target="_blank" rel="noopener">Engage tab</a> in a second tab,
    chat here, then reply there. Your reply appears in the widget within seconds; release hands the thread back to Ada.</p>
    <p>This page is served with a strict Content-Security-Policy (no <code>'unsafe-inline'</code>, no eval); the widget needs nothing more.</p>
    ${widgetBuilt ? '' : '<p><strong>The widget is not built:</strong> run <code>pnpm start</code> from the repository root, which builds it first.</p>'}`;
}

/** What Ada, the assistant, knows: the demo's articles, each linked from the answers that cite it. */
function helpSection(): string {
  return `<section id="help" aria-labelledby="help-title"><h2 id="help-title">Help</h2>
  <p>What Ada, the assistant, knows: each answer cites one of these, and its link opens it here.</p>
  <div class="grid">${DEMO_ARTICLES.map(
    (a) => `<article class="card" id="${escapeHtml(a.slug)}"><h3>${escapeHtml(a.title)}</h3><p>${escapeHtml(a.body)}</p></article>`,
  ).join('')}</div></section>`;
}

/** The demo's credentials, one row per interface. */
function credentialsSection(demo: DemoCredentials): string {
  const credentials = [
    ['Console', `X-Portal-Key: ${demo.console.portalKey}`, `X-Identity-Sub: ${demo.console.identitySub}`],
    ['Content (test / live)', `X-Api-Key: ${demo.content.keys.test}`, `X-Api-Key: ${demo.content.keys.live}`],
    ['Form Capture (test / live)', `X-Api-Key: ${demo.capture.keys.test}`, `X-Api-Key: ${demo.capture.keys.live}`],
    ['Engage', `X-Api-Key: ${demo.engage.publishableKey}`, `site ${demo.engage.siteId}`],
  ];
  return `<section aria-labelledby="cred-title"><h2 id="cred-title">Demo credentials</h2>
  <table><thead><tr><th>Interface</th><th>Header</th><th>Also</th></tr></thead><tbody>${credentials
    .map((r) => `<tr>${r.map((cell) => `<td><code>${escapeHtml(cell)}</code></td>`).join('')}</tr>`)
    .join('')}</tbody></table></section>`;
}
