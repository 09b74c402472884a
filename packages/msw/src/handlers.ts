// The msw request handler: every request under the base URL goes to the reference server's core, after the network
// scenarios (latency, connection failure) have had their say. It adds as little as it can to msw's own cost.
import type { ReferenceServer } from '@svc/reference-server';
import type { HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import { operationMatcher } from './operation-of.js';
import type { NetworkEffects } from './scenario.js';

/** Where the service lives: the origin and the path prefix (no trailing slash) its paths follow. */
export interface Base {
  origin: string;
  prefix: string;
}

/** The base URL's origin and path; a clear error for anything that is not an absolute http(s) URL. */
export function parseBaseUrl(baseUrl: string): Base {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`@svc/msw: baseUrl must be an absolute URL such as https://api.svc.test (got ${JSON.stringify(baseUrl)})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('@svc/msw: baseUrl must be an http or https URL');
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

let matcher: ReturnType<typeof operationMatcher> | undefined;

export function createHandlers(server: ReferenceServer, base: Base, network: NetworkEffects): HttpHandler[] {
  const { origin, prefix } = base;
  const resolver = async ({ request }: { request: Request }): Promise<Response> => {
    // The service's paths start after the base URL's own path (`https://gw.example/svc` + `/v1/capture`); the core
    // routes on the path alone, so without a prefix the request goes in as it came.
    let path: string | undefined;
    if (!network.idle) {
      path = pathOf(request.url, origin, prefix);
      const effects = network.take((matcher ??= operationMatcher())(request.method, path.split('?')[0]!));
      if (effects.latencyMs > 0) await delay(effects.latencyMs);
      if (effects.networkError) return HttpResponse.error();
    }
    if (prefix === '') return server.fetch(request);
    path ??= pathOf(request.url, origin, prefix);
    return server.fetch(new Request(`${origin}${path}`, request));
  };
  return [http.all(`${origin}${prefix}/*`, resolver)];
}

/** The service path (and query) of a request URL under the base. */
function pathOf(url: string, origin: string, prefix: string): string {
  const rest = url.slice(origin.length + prefix.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}
