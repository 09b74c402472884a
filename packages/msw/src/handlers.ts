// The msw request handler: every request under the base URL goes to the reference server's core, after the network
// scenarios (latency, connection failure) have had their say.
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

export function createHandlers(server: ReferenceServer, base: Base, network: NetworkEffects): HttpHandler[] {
  const operationOf = operationMatcher();
  const { prefix } = base;
  const resolver = async ({ request }: { request: Request }): Promise<Response> => {
    const url = new URL(request.url);
    // The service's paths start after the base URL's own path (`https://gw.example/svc` + `/v1/capture`).
    const path = url.pathname.slice(prefix.length) || '/';
    const effects = network.take(operationOf(request.method, path));
    if (effects.latencyMs > 0) await delay(effects.latencyMs);
    if (effects.networkError) return HttpResponse.error();
    const forwarded = new Request(new URL(`${path}${url.search}`, 'http://svc.mock'), request);
    return server.fetch(forwarded);
  };
  return [http.all(`${base.origin}${prefix}/*`, resolver)];
}
