// Browser-readable errors: every error under /v1 carries the CORS headers that let the page's code read it.
// The exposed headers are the contract's (`x-svc-exposed-headers`), the same list on every interface.
import { EXPOSED_HEADERS } from '@svc/spec';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './env.js';

/**
 * A refusal tells the page nothing it could not learn anyway, and an unreadable one leaves the page's code blind
 * (fetch only says "network error"). Successful answers keep their area's own origin checks: an error reply is
 * the only kind given to an origin that is not allowed.
 */
export const readableErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  exposeError(c);
};

/** What readableErrors does once the route has answered, for a middleware that already awaits the route. */
export function exposeError(c: AppContext): void {
  const origin = c.req.header('origin');
  // A refused preflight stays bare: the browser never shows a preflight to the page, and nothing is allowed.
  if (origin === undefined || c.req.method === 'OPTIONS' || c.res.status < 400 || c.res.headers.has('Access-Control-Allow-Origin')) return;
  c.res.headers.set('Access-Control-Allow-Origin', origin);
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (!(c.res.headers.get('Vary') ?? '').toLowerCase().includes('origin')) c.res.headers.append('Vary', 'Origin');
}
