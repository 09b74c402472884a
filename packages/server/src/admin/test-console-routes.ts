// Serves the test console at /_console/ from the files an adapter read (options.consoleFiles), behind the admin
// guard, with a strict Content-Security-Policy and never framable. A token given once as ?token= becomes a cookie.
import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Deps } from '../deps.js';
import { ADMIN_COOKIE } from '../http/admin-guard.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { notFound, refuse } from '../http/validation.js';

export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const NOT_BUILT_MESSAGE = 'the test console is not built: run pnpm --filter @svc/console build (pnpm start builds it when missing)';
const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><main><h1>The test console is not built</h1>
<p>Build it once with <code>pnpm --filter @svc/console build</code> (or start the server with <code>pnpm start</code>, which builds it when missing), then reload.</p>
</main></body></html>`;

function secure(c: AppContext): void {
  c.header('Content-Security-Policy', CONSOLE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
}

export function registerTestConsole(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/_console', op(deps, 'getConsole'), (c) => c.redirect('/_console/', 301));

  app.get('/_console/', op(deps, 'getConsole'), (c) => {
    secure(c);
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token');
    // The guard let this through, so the token is right: keep it in a cookie a page cannot read, and drop it from
    // the address bar (and so from history and the Referer).
    if (token !== undefined && deps.options.adminToken !== undefined) {
      setCookie(c, ADMIN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        secure: new URL(c.req.url).protocol === 'https:',
      });
      return c.redirect('/_console/', 303);
    }
    const index = deps.options.consoleFiles?.get('index.html');
    if (!index) {
      // A person gets a page saying what to do; a script the service's error format.
      return (c.req.header('accept') ?? '').includes('text/html') ? c.html(NOT_BUILT, 404) : refuse(c, notFound(NOT_BUILT_MESSAGE));
    }
    return c.body(index.body as Uint8Array<ArrayBuffer>, 200, { 'content-type': index.contentType });
  });

  app.get('/_console/assets/:file', op(deps, 'getConsoleAsset'), (c) => {
    secure(c);
    const file = deps.options.consoleFiles?.get(`assets/${c.req.param('file')}`);
    if (!file) return refuse(c, notFound('no such file in this build of the console'));
    // Hashed names: a new build is a new name.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { 'content-type': file.contentType });
  });
}
