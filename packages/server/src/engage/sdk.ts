// GET /v1/engage/sdk.js: the widget loader, served without a key, cacheable and revalidated by ETag.
import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';

export const SDK_CACHE_CONTROL = 'public, max-age=300';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function sdkRoute(deps: Deps): (c: AppContext) => Promise<Response> {
  // Hash once per script text rather than on every download.
  let cached: { script: string; etag: Promise<string> } | undefined;
  return async (c) => {
    const script = deps.options.sdkScript;
    if (script === undefined || script === '') return fail(c, 404, 'NOT_FOUND', 'the loader script is not available');
    if (cached?.script !== script) cached = { script, etag: sha256Hex(script).then((hex) => `"${hex}"`) };
    const tag = await cached.etag;
    c.header('Cache-Control', SDK_CACHE_CONTROL);
    c.header('ETag', tag);
    if (matchesEtag(c.req.header('if-none-match'), tag)) return c.body(null, 304);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(script, 200);
  };
}
