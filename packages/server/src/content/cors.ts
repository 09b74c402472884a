// Browser access to the Content API: exact-origin allow-list per website, CORS headers and the preflight answer.
import { EXPOSED_HEADERS } from '@svc/spec';
import type { AppContext, HeaderRecord } from '../http/env.js';
import type { Website } from '../websites.js';
import { setHeader } from '../http/reply.js';

/** Content responses are private to the key holder and never stored by caches. */
export const CONTENT_CACHE_CONTROL = 'private, no-store';

/** Headers of every answer under /v1/content, errors included (the app's request frame sets them before the route). */
export function contentHeaders(headers: HeaderRecord): void {
  headers['cache-control'] = CONTENT_CACHE_CONTROL;
  headers['vary'] = 'Origin';
}

export function isAllowedOrigin(website: Website, origin: string): boolean {
  return website.content.allowedOrigins.includes(origin);
}

/** CORS headers for an origin the website allows, so a browser can read the answer (errors included). */
export function allowOrigin(c: AppContext, origin: string): void {
  setHeader(c, 'access-control-allow-origin', origin);
  setHeader(c, 'access-control-expose-headers', EXPOSED_HEADERS);
}

/**
 * Preflights carry no key, so they are answered for any origin; the real request is still checked
 * (key, website and origin allow-list) before anything is read.
 */
export function preflight(c: AppContext): Response {
  const origin = c.req.header('origin');
  if (origin) c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Allow-Methods', 'GET, OPTIONS');
  // X-Svc-Retry-Count: the svc clients count retries in it, so a retried browser read passes the preflight.
  c.header('Access-Control-Allow-Headers', 'X-Api-Key, X-Svc-Retry-Count');
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}
