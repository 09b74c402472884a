// Context helpers: the visitor's ip (X-Forwarded-For only behind a proxy you trust), user agent, referrer, language
// and landing page, from a Node IncomingMessage, an Express request or a Fetch Request.
import { acceptIp, acceptLandingPage, acceptReferrer, acceptUserAgent, firstLanguage } from './context-values.js';
import type { CaptureContext } from './types.js';

/** How the visitor context is read from a request. @public */
export interface ContextOptions {
  /**
   * Whether to believe X-Forwarded-For. `false` (the default): the connection's address is the visitor's, and the
   * header, which any client can send, is ignored. A number: that many proxies of yours stand in front of this server,
   * so the visitor is the address that many hops from the right. `true`: every hop is trusted (the left-most address).
   */
  trustProxy?: boolean | number;
  /** The visitor's landing page (a path). Default: the request's own path for a GET or HEAD (a page view), else none. */
  landingPage?: string;
}

/** The header shape of a Node IncomingMessage (and so of an Express request). @public */
export interface IncomingMessageLike {
  /** The HTTP method. */
  method?: string | undefined;
  /** The request target (path and query). */
  url?: string | undefined;
  /** Express: the URL before routers stripped their mount path. */
  originalUrl?: string | undefined;
  /** The request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** The connection; its `remoteAddress` is the peer address. */
  socket?: { remoteAddress?: string | undefined } | null | undefined;
}

/** Options of contextFromRequest. @public */
export interface FetchContextOptions extends ContextOptions {
  /** The connection's address, which a Fetch Request does not carry (Deno's `info.remoteAddr.hostname`, Bun's `server.requestIP(request)`...). */
  remoteAddress?: string;
}

const unmap = (ip: string | undefined): string | undefined => ip?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function clientIp(remote: string | undefined, forwarded: string | undefined, trust: boolean | number): string | undefined {
  if (!trust || !forwarded) return unmap(remote);
  const hops = forwarded
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (trust === true) return unmap(hops[0]);
  // With n trusted proxies, the right-most n-1 entries were added by them; the one before is the visitor's.
  return unmap(hops[hops.length - trust] ?? hops[0]);
}

/** What a request says besides its headers: the peer's address, the method, and the path with its query. */
interface RequestLine {
  remote: string | undefined;
  method: string | undefined;
  path: string | undefined;
}

function build(get: (name: string) => string | undefined, { remote, method, path }: RequestLine, options: ContextOptions): CaptureContext {
  const ip = acceptIp(clientIp(remote, get('x-forwarded-for'), options.trustProxy ?? false));
  const landing = options.landingPage ?? (method === 'GET' || method === 'HEAD' ? path : undefined);
  const values = {
    ip,
    userAgent: acceptUserAgent(get('user-agent')),
    referrer: acceptReferrer(get('referer')),
    language: firstLanguage(get('accept-language')),
    landingPage: acceptLandingPage(landing),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as CaptureContext;
}

/** The context of a Node IncomingMessage or an Express request. @public */
export function contextFromIncomingMessage(request: IncomingMessageLike, options: ContextOptions = {}): CaptureContext {
  if (typeof request?.headers !== 'object' || request.headers === null) {
    throw new TypeError(
      'expected contextFromIncomingMessage(req, options?): req a Node IncomingMessage or an Express request (for a Fetch Request, use contextFromRequest)',
    );
  }
  const get = (name: string): string | undefined => {
    const v = request.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  return build(get, { remote: request.socket?.remoteAddress, method: request.method, path: request.originalUrl ?? request.url }, options);
}

/** The context of a Fetch API Request (Deno, Bun, workers, Next.js route handlers...). @public */
export function contextFromRequest(request: Request, options: FetchContextOptions = {}): CaptureContext {
  if (typeof request?.headers?.get !== 'function' || typeof request.url !== 'string') {
    throw new TypeError(
      'expected contextFromRequest(request, options?): request a Fetch Request (for a Node or Express request, use contextFromIncomingMessage)',
    );
  }
  const url = new URL(request.url);
  return build(
    (name) => request.headers.get(name) ?? undefined,
    { remote: options.remoteAddress, method: request.method, path: url.pathname + url.search },
    options,
  );
}
