// Headers of every Content API answer; the CORS answers are in access-routes.ts, the allow-list in read-access.ts.
import type { HeaderRecord } from '../http/env.js';

/** Content responses are private to the key holder and never stored by caches. */
export const CONTENT_CACHE_CONTROL = 'private, no-store';

/** Headers of every answer under /v1/content, errors included (the app's request frame sets them before the route). */
export function contentHeaders(headers: HeaderRecord): void {
  headers['cache-control'] = CONTENT_CACHE_CONTROL;
  headers['vary'] = 'Origin';
}
