// Serves the HTTP reference at /_docs/: this contract (/openapi.json) rendered by Scalar, whose bundle the adapter
// loads on the first request for the page (options.httpReferenceRenderer; the Node adapter reads it from the optional
// package @svc/http-reference). Without a renderer, the page answers 404 and says what to install. "Test request" goes to this server with the running
// demo's keys filled in, so the page sits behind the admin guard, like the console, and is never framable.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { fail } from '../http/errors.js';
import type { DemoCredentials } from '../ports/demo.js';

export const HTTP_REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const HTTP_REFERENCE_MISSING =
  'the HTTP reference is not installed: npm install --save-dev @svc/http-reference (the renderer of /_docs/), then restart the server';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>svc HTTP reference</title></head>
<body><div id="app"></div><script src="/_docs/scalar.js"></script><script src="/_docs/init.js"></script></body>
</html>
`;

function secure(c: AppContext): void {
  c.header('Content-Security-Policy', HTTP_REFERENCE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
}

/**
 * The settings of the HTTP reference's renderer (Scalar): the contract read from `documentUrl`, "Test request" sent to
 * `server`, and the demo's keys filled in when `demo` is given. Nothing leaves the page but test requests: no web fonts,
 * no telemetry, no hosted agent or API registry. The reference server serves `/_docs/` with these settings; pass them to
 * `Scalar.createApiReference` to host the same reference elsewhere (the docs site does).
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
    servers: [server],
    ...(demo && {
      authentication: {
        preferredSecurityScheme: 'ContentKey',
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
    if ((await loadRenderer()) === undefined) return fail(c, 404, 'NOT_FOUND', HTTP_REFERENCE_MISSING);
    return c.html(PAGE);
  });

  app.get('/_docs/:file', op(deps, 'getHttpReferenceFile'), async (c) => {
    secure(c);
    const file = c.req.param('file');
    if (file === 'init.js') {
      c.header('Cache-Control', 'no-store');
      const settings = httpReferenceSettings({ url: new URL(c.req.url).origin, description: 'This reference server' }, demo());
      return c.body(`Scalar.createApiReference('#app', ${JSON.stringify(settings)});\n`, 200, {
        'content-type': 'text/javascript; charset=utf-8',
      });
    }
    if (file === 'scalar.js') {
      const bytes = await loadRenderer();
      if (bytes === undefined) return fail(c, 404, 'NOT_FOUND', HTTP_REFERENCE_MISSING);
      c.header('Cache-Control', 'no-cache');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    }
    return fail(c, 404, 'NOT_FOUND', 'no such file in the HTTP reference: the files are init.js and scalar.js');
  });
}
