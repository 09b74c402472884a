// Browser access to the Content API: exact-origin allow-list per website, CORS headers and the preflight answer.
import { EXPOSED_HEADERS, preflightHeaders } from '@svc/spec';
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
  // The contract's preflight answer (X-Svc-Retry-Count: the svc clients count retries in it, so a retried browser
  // read passes the preflight); the entry path and the list path answer alike.
  const answer = preflightHeaders['/v1/content/{siteId}/{collection}'];
  c.header('Access-Control-Allow-Methods', answer['Access-Control-Allow-Methods']);
  c.header('Access-Control-Allow-Headers', answer['Access-Control-Allow-Headers']);
  c.header('Access-Control-Max-Age', answer['Access-Control-Max-Age']);
  return c.body(null, 204);
}
