// Who may drive test control: refuses cross-site browser requests, foreign Host names (DNS rebinding) and, when the
// server is reachable from a network, requests without the admin token. Runs before every /_admin route.
import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from './env.js';
import { fail } from './errors.js';

/** Loopback host names and addresses: `localhost`, `*.localhost`, 127.0.0.0/8 and `::1` (URL hostname form). */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Loopback origins (a local tool's page); anything else is a cross-site page that must not drive test control. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHostname(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** `Sec-Fetch-Site` values a browser sends for a request the page's own origin (or the user) made. */
const FIRST_PARTY_FETCH = new Set(['same-origin', 'none']);

export const ADMIN_ORIGIN_MESSAGE = 'admin endpoints accept requests only from loopback origins';
export const ADMIN_FETCH_SITE_MESSAGE = 'admin endpoints refuse cross-site browser requests (Sec-Fetch-Site)';
export const ADMIN_HOST_MESSAGE = 'admin endpoints answer only for the listen address or a loopback name (Host)';
export const ADMIN_TOKEN_MESSAGE = 'admin endpoints need the admin token: Authorization: Bearer <token>';
/** The cookie the console's `/_console/?token=` sets: a browser cannot send a bearer token on navigation. */
export const ADMIN_COOKIE = 'svc_admin_token';

/** The token a request carries: the bearer token, else the console's cookie, else `?token=` on the console page. */
function sentToken(c: AppContext): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer !== undefined) return bearer;
  const cookie = c.req.header('cookie');
  const fromCookie = cookie ? new RegExp(`(?:^|;\\s*)${ADMIN_COOKIE}=([^;]+)`).exec(cookie)?.[1] : undefined;
  if (fromCookie !== undefined) {
    try {
      return decodeURIComponent(fromCookie);
    } catch {
      return undefined;
    }
  }
  return c.req.method === 'GET' && c.req.path === '/_console/' ? c.req.query('token') : undefined;
}

/**
 * A web page can send simple cross-site requests to a developer's local server, and a DNS-rebinding page can make
 * them look same-origin; refuse both before any admin route acts. Registered by app.ts ahead of every area.
 */
export function adminGuard(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    // The console's own requests carry the server's origin, which is not loopback when it listens on a network.
    if (origin !== undefined && !isLoopbackOrigin(origin) && origin !== new URL(c.req.url).origin) {
      return fail(c, 403, { code: 'ADMIN_ORIGIN_DENIED', message: ADMIN_ORIGIN_MESSAGE });
    }
    // Browsers send Sec-Fetch-Site on every request, Origin only on some: a cross-site GET carries no Origin.
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite !== undefined && !FIRST_PARTY_FETCH.has(fetchSite.trim().toLowerCase())) {
      return fail(c, 403, { code: 'ADMIN_ORIGIN_DENIED', message: ADMIN_FETCH_SITE_MESSAGE });
    }
    const hosts = deps.options.adminHosts;
    if (hosts !== undefined) {
      const hostname = new URL(c.req.url).hostname.toLowerCase();
      if (!isLoopbackHostname(hostname) && !hosts.some((h) => h.toLowerCase() === hostname)) {
        return fail(c, 403, { code: 'ADMIN_HOST_DENIED', message: ADMIN_HOST_MESSAGE });
      }
    }
    const token = deps.options.adminToken;
    if (token !== undefined) {
      const sent = sentToken(c);
      if (sent === undefined || !timingSafeEqual(sent, token)) {
        c.header('WWW-Authenticate', 'Bearer realm="svc-reference-server-admin"');
        return fail(c, 401, { code: 'ADMIN_TOKEN_REQUIRED', message: ADMIN_TOKEN_MESSAGE });
      }
    }
    await next();
  };
}
