// CORS of the Engage public endpoints: browsers call them from the embedding site with a publishable key.
// The headers the widget reads on every reply, errors included, are the contract's (`x-svc-exposed-headers`).
import { EXPOSED_HEADERS, preflightHeaders } from '@svc/spec';
import type { AppContext } from '../http/env.js';
import { setHeader } from '../http/reply.js';

// The preflight answer is the contract's, the same on every Engage path (X-Svc-Retry-Count: the svc clients count
// retries in it, so a retried browser request passes the preflight).
const PREFLIGHT = preflightHeaders['/v1/engage/chat'];
export const ALLOWED_METHODS = PREFLIGHT['Access-Control-Allow-Methods'];
export const ALLOWED_HEADERS = PREFLIGHT['Access-Control-Allow-Headers'];
export const PREFLIGHT_MAX_AGE = PREFLIGHT['Access-Control-Max-Age'];

/**
 * Reflects the request's Origin on a real request. Set before any check so 401 and 403 replies carry it too:
 * the widget can only read why it was refused when the browser lets it see the reply.
 */
export function applyCors(c: AppContext): void {
  const origin = c.req.header('origin');
  setHeader(c, 'vary', 'Origin');
  if (origin === undefined) return;
  setHeader(c, 'access-control-allow-origin', origin);
  setHeader(c, 'access-control-expose-headers', EXPOSED_HEADERS);
}

/**
 * Answers a preflight. It carries no key (browsers never send one on preflight), so the site's allow-list cannot
 * be known yet; the real request that follows is checked against it.
 */
export function preflight(c: AppContext): Response {
  const origin = c.req.header('origin');
  c.header('Vary', 'Origin');
  if (origin !== undefined) c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  return c.body(null, 204);
}
