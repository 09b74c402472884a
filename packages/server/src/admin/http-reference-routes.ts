// Serves the HTTP reference at /_docs/: this contract (/openapi.json) rendered by Scalar, whose bundle the adapter
// loads on the first request for the page (options.httpReferenceRenderer; the Node adapter reads it from the optional
// package @svc/http-reference). Without a renderer, the page answers 404 and says what to install. "Test request" goes to this server with the running
// demo's keys filled in, so the page sits behind the admin guard, like the console, and is never framable.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { notFound, refuse } from '../http/validation.js';
import type { DemoCredentials } from '../ports/demo.js';

export const HTTP_REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const HTTP_REFERENCE_MISSING =
  'the HTTP reference is not installed: npm install --save-dev @svc/http-reference (the renderer of /_docs/), then restart the server';

/**
 * The page: a bar linking the server's other pages (relative links, so a world's page stays in its world), then the
 * renderer. The bar is fixed above Scalar's own layout, which is moved down by its height.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>svc HTTP reference</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<style>
#svc-bar { position: fixed; inset: 0 0 auto 0; height: 2.25rem; z-index: 10; display: flex; gap: 1.25rem; align-items: center; padding: 0 1rem;
  font: 14px/1.2 system-ui, sans-serif; background: #f7f7fb; border-bottom: 1px solid #d1d5db; }
#svc-bar strong { margin-right: auto; }
#svc-bar a { color: #4338ca; }
#app { padding-top: 2.25rem; }
.scalar-app { --scalar-custom-header-height: 2.25rem; }
@media (prefers-color-scheme: dark) { #svc-bar { background: #0b1020; color: #e5e7eb; border-color: #374151; } #svc-bar a { color: #a5b4fc; } }
</style></head>
<body><nav id="svc-bar" aria-label="svc reference server"><strong>svc HTTP reference</strong><a href="../_console/">Test console</a><a href="../">Demo page</a><a href="../openapi.json">openapi.json</a></nav>
<div id="app"></div><script src="scalar.js"></script><script src="init.js"></script></body>
</html>
`;

function secure(c: AppContext): void {
  c.header('Content-Security-Policy', HTTP_REFERENCE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
}

/**
 * Operations no browser can call: the service refuses every Form Capture request that carries an `Origin`, its
 * preflight included (the key is a server's secret). `/_docs/` shows the curl to run from a terminal instead of a
 * "Test request" that can only fail.
 */
const BROWSER_REFUSED = [
  { method: 'POST', path: '/v1/capture' },
  { method: 'OPTIONS', path: '/v1/capture' },
] as const;

/** The renderer's section ids end with `/<METHOD><path>` (`…/tag/form-capture/POST/v1/capture`). */
const sectionOf = (op: { method: string; path: string }) => `section[id$="/${op.method}${op.path}"]`;

/** Hides "Test request" of the operations no browser can call; the page script puts the curl in its place. */
const REFUSED_CSS = `${BROWSER_REFUSED.map((op) => `${sectionOf(op)} .show-api-client-button`).join(', ')} { display: none; }
.svc-no-browser { flex: 1 1 100%; font-size: var(--scalar-small, 13px); line-height: 1.45; padding: 8px 4px; color: var(--scalar-color-1); }
.svc-no-browser p { margin: 0 0 6px; }
.svc-no-browser pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 8px; font-family: var(--scalar-font-code, monospace); }
.svc-no-browser button { color: var(--scalar-color-1); border: 1px solid var(--scalar-border-color); border-radius: 6px; padding: 2px 8px; }`;

/**
 * The settings of the HTTP reference's renderer (Scalar): the contract read from `documentUrl`, "Test request" sent to
 * `server`, and the demo's keys filled in when `demo` is given, each operation using the credential its own security
 * names (a capture the Form Capture key, a console call the portal key and identity). Nothing leaves the page but test
 * requests: no web fonts, no telemetry, no hosted agent or API registry. The reference server serves `/_docs/` with
 * these settings (through `httpReferenceScript`); pass them to `Scalar.createApiReference` to host the same reference
 * elsewhere (the docs site does).
 * @param server - Where "Test request" goes, and how the server list names it.
 * @param demo - The demo's credentials (`ReferenceServer.demo`), filled into the key fields; omit them to leave the fields empty.
 * @param documentUrl - Where the page reads the contract from (default `/openapi.json`, as the reference server serves it).
 * @public
 */
export function httpReferenceSettings(
  server: { url: string; description: string },
  demo?: DemoCredentials,
  documentUrl = '/openapi.json',
): Record<string, unknown> {
  return {
    url: documentUrl,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    // No "Open API Client" button: the full client would offer every operation, Form Capture's too, which a browser
    // cannot call; each operation's own "Test request" is there where a browser can send it.
    hideClientButton: true,
    servers: [server],
    customCss: REFUSED_CSS,
    ...(demo && {
      // No preferred scheme: the renderer then picks each operation's own requirement.
      authentication: {
        securitySchemes: {
          ContentKey: { value: demo.content.keys.test },
          CaptureKey: { value: demo.capture.keys.test },
          EngageKey: { value: demo.engage.publishableKey },
          PortalKey: { value: demo.console.portalKey },
          IdentitySub: { value: demo.console.identitySub },
        },
      },
    }),
  };
}

/**
 * The renderer's order of a group's operations: each CORS preflight after the operations (the contract lists a path's
 * `options` first). A stable sort, so the rest keep the contract's order. Sent to the page as its source.
 */
export function preflightsLast(a: { method: string }, b: { method: string }): number {
  return Number(String(a.method).toLowerCase() === 'options') - Number(String(b.method).toLowerCase() === 'options');
}

/** A command-line argument in single quotes. */
const quoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The page script of the HTTP reference: starts the renderer with `settings` (`httpReferenceSettings`), lists each
 * CORS preflight after the operations of its group (the contract lists it first), and, in place of "Test request" on
 * the operations no browser can call (Form Capture), says why and gives the curl to run, with the demo's key when
 * `demo` is given (shown shortened, copied whole).
 * @param settings - The renderer's settings, from `httpReferenceSettings`.
 * @param demo - The demo's credentials, for the curl's key; omit them to leave a placeholder.
 * @public
 */
export function httpReferenceScript(settings: Record<string, unknown>, demo?: DemoCredentials): string {
  const server = ((settings.servers as Array<{ url: string }> | undefined) ?? [])[0]?.url ?? '';
  const key = demo?.capture.keys.test ?? '<your Form Capture key>';
  const curl = (shownKey: string) =>
    [
      `curl -X POST ${quoted(`${server}/v1/capture`)}`,
      `  -H ${quoted(`X-Api-Key: ${shownKey}`)}`,
      `  -H 'Content-Type: application/json'`,
      `  -d '{"fields":{"email":"ada@example.org","message":"Hello"}}'`,
    ].join(' \\\n');
  const shown = demo ? `${key.slice(0, key.indexOf('_', 3) + 1)}${'•'.repeat(8)}` : key;
  const notes = [
    {
      section: sectionOf(BROWSER_REFUSED[0]),
      text: 'A browser cannot call this operation: Form Capture is server to server, and the service refuses every request that carries an Origin (403 CORS_ORIGIN_DENIED). Run it from a terminal:',
      curl: curl(shown),
      copy: curl(key),
    },
    {
      section: sectionOf(BROWSER_REFUSED[1]),
      text: 'A browser sends this preflight by itself before a cross-origin capture, and the service always refuses it: captures come from servers. Nothing to try here.',
    },
  ];
  return `// The svc HTTP reference: the renderer's settings, preflights after their operations, and curl where browsers are refused.
var settings = ${JSON.stringify(settings)};
settings.operationsSorter = ${preflightsLast.toString()};
Scalar.createApiReference('#app', settings);
(function (notes) {
  function place() {
    notes.forEach(function (n) {
      document.querySelectorAll(n.section).forEach(function (section) {
        var button = section.querySelector('.show-api-client-button');
        if (!button || section.querySelector('.svc-no-browser')) return;
        var note = document.createElement('div');
        note.className = 'svc-no-browser';
        note.setAttribute('role', 'note');
        var p = document.createElement('p');
        p.textContent = n.text;
        note.appendChild(p);
        if (n.curl) {
          var pre = document.createElement('pre');
          pre.textContent = n.curl;
          note.appendChild(pre);
          var copy = document.createElement('button');
          copy.type = 'button';
          copy.textContent = 'Copy the curl';
          copy.addEventListener('click', function () {
            navigator.clipboard.writeText(n.copy).then(function () { copy.textContent = 'Copied'; });
          });
          note.appendChild(copy);
        }
        button.parentElement.insertBefore(note, button);
      });
    });
  }
  new MutationObserver(place).observe(document.getElementById('app'), { childList: true, subtree: true });
})(${JSON.stringify(notes)});
`;
}

export function registerHttpReference(app: Hono<AppEnv>, deps: Deps, demo: () => DemoCredentials | undefined): void {
  // Loaded once, on the first request for it; a failed load is retried on the next request.
  let renderer: Promise<Uint8Array | undefined> | undefined;
  const loadRenderer = (): Promise<Uint8Array | undefined> => {
    const load = deps.options.httpReferenceRenderer;
    if (load === undefined) return Promise.resolve(undefined);
    renderer ??= load().then(
      (bytes) => {
        if (bytes === undefined) renderer = undefined;
        return bytes;
      },
      () => {
        renderer = undefined;
        return undefined;
      },
    );
    return renderer;
  };

  app.get('/_docs', op(deps, 'getHttpReference'), (c) => c.redirect('/_docs/', 301));

  app.get('/_docs/', op(deps, 'getHttpReference'), async (c) => {
    secure(c);
    c.header('Cache-Control', 'no-store');
    // The renderer is loaded here, on the first visit: the page is no use without it, and it is what the next request asks for.
    if ((await loadRenderer()) === undefined) return refuse(c, notFound(HTTP_REFERENCE_MISSING));
    return c.html(PAGE);
  });

  app.get('/_docs/:file', op(deps, 'getHttpReferenceFile'), async (c) => {
    secure(c);
    const file = c.req.param('file');
    if (file === 'init.js') {
      c.header('Cache-Control', 'no-store');
      // A world's page tries its requests on the world's base URL.
      const { origin, pathname } = new URL(c.req.url);
      const base = `${origin}${pathname.slice(0, pathname.lastIndexOf('/_docs/'))}`;
      const current = demo();
      // The contract, relative to the page: a world's page reads it under the world's base URL too.
      const settings = httpReferenceSettings({ url: base, description: 'This reference server' }, current, '../openapi.json');
      return c.body(httpReferenceScript(settings, current), 200, { 'content-type': 'text/javascript; charset=utf-8' });
    }
    if (file === 'scalar.js') {
      const bytes = await loadRenderer();
      if (bytes === undefined) return refuse(c, notFound(HTTP_REFERENCE_MISSING));
      c.header('Cache-Control', 'no-cache');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    }
    return refuse(c, notFound('no such file in the HTTP reference: the files are init.js and scalar.js'));
  });
}
