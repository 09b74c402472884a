// The msw request handler: every request under the base URL goes to the reference server's core, after the network
// scenarios (latency, connection failure) have had their say. It adds as little as it can to msw's own cost.
import type { ReferenceServer } from '@svc/reference-server';
import type { DefaultBodyType, ResponseResolver, StrictRequest } from 'msw';
import { HttpResponse, RequestHandler } from 'msw';
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

/**
 * One handler for everything under the base URL. A custom msw RequestHandler rather than `http.all(url/*)`: the
 * reference server routes the request itself, so matching needs only a prefix test; msw's path matching and cookie
 * parsing (which `http` handlers do for every request) would be work the core repeats.
 * @public
 */
export class ServiceHandler extends RequestHandler<{ header: string }, Record<string, never>, Record<string, never>> {
  private readonly within: string;
  /** @internal */
  constructor(base: { origin: string; prefix: string }, resolver: ResponseResolver<Record<string, never>>) {
    super({ info: { header: `${base.origin}${base.prefix}/* (svc)` }, resolver });
    this.within = `${base.origin}${base.prefix}`;
  }

  /** Nothing to parse: the service reads the request itself (part of msw's handler contract). */
  override async parse(): Promise<Record<string, never>> {
    return {};
  }

  /** True for a request under the mock service's base URL (part of msw's handler contract). */
  predicate({ request }: { request: Request }): boolean {
    const { url } = request;
    if (!url.startsWith(this.within)) return false;
    const next = url.charCodeAt(this.within.length);
    // `https://api.svc.test/svc` covers `/svc`, `/svc/...` and `/svc?...`, never `/svcx`.
    return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
  }

  /** Prints one line per answered request, as msw's own handlers do (part of msw's handler contract). */
  log({ request, response }: { request: Request; response: Response }): void {
    console.log(
      `[MSW] ${new Date().toLocaleTimeString()} ${request.method} ${request.url} (${response.status} ${response.statusText}) answered by @svc/msw`,
    );
  }
}

/** What the handler tells the mock service about each request: it is in flight; (strict mode) it was answered. */
export interface Observer {
  /** Keeps the answer in flight until it settles, returning it as it is. */
  watch(answer: Promise<Response>): Promise<Response>;
  /** Called with every error answer when strict mode is on. */
  refused?: ((response: Response) => void) | undefined;
}

/** What the handlers are made for: the base URL they answer under, the network scenarios, the observer. */
export interface HandlerSetup {
  base: Base;
  network: NetworkEffects;
  observer: Observer;
}

export function createHandlers(server: ReferenceServer, { base, network, observer }: HandlerSetup): ServiceHandler[] {
  const { origin, prefix } = base;
  const { watch, refused } = observer;
  const resolver = ({ request }: { request: StrictRequest<DefaultBodyType> }): Promise<Response> => {
    // The service's paths start after the base URL's own path (`https://gw.example/svc` + `/v1/capture`); the core
    // routes on the path alone, so without a prefix the request goes in as it came.
    let path: string | undefined;
    if (!network.idle) {
      path = pathOf(request.url, origin, prefix);
      if (network.consume((matcher ??= operationMatcher())(request.method, path.split('?')[0]!)).networkError) {
        return Promise.resolve(HttpResponse.error());
      }
    }
    let answer: Promise<Response>;
    if (prefix === '') answer = server.fetch(request);
    else {
      path ??= pathOf(request.url, origin, prefix);
      answer = server.fetch(new Request(`${origin}${path}`, request));
    }
    if (refused)
      void answer.then(
        (response) => response.status >= 400 && refused(response),
        () => undefined,
      );
    return watch(answer);
  };
  return [new ServiceHandler(base, resolver as ResponseResolver<Record<string, never>>)];
}

/** The service path (and query) of a request URL under the base. */
function pathOf(url: string, origin: string, prefix: string): string {
  const rest = url.slice(origin.length + prefix.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}
