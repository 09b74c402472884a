// GET /v1/engage/config over HTTP: the caller checks, the cache headers, and the config (config.ts) as text.
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { reply, replyJson, setHeader } from '../http/reply.js';
import { isRefusal, refuse } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { cachedConfigText, configOf } from './config.js';

export const CONFIG_CACHE_CONTROL = 'public, max-age=300';

export async function getConfig(c: AppContext, deps: Deps): Promise<Response> {
  const caller = await authenticate(c, deps);
  if (isRefusal(caller)) return refuse(c, caller);
  const { site } = caller;
  setHeader(c, 'cache-control', CONFIG_CACHE_CONTROL);
  // Public caches must keep one copy per site key (and per origin, for the CORS header).
  setHeader(c, 'vary', 'Origin, X-Api-Key');
  const text = cachedConfigText(site);
  return text === undefined ? replyJson(c, configOf(site, deps.clock.now())) : reply(c, text);
}
