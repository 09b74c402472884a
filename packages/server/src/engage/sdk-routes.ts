// GET /v1/engage/sdk.js (the widget loader, revalidated by ETag) and GET /v1/engage/sdk/{file} (the files it imports,
// content-hashed names, cacheable for a year). No key. Each is compressed once (gzip and, where the adapter gives a
// compressor for it, brotli) and answered in the encoding the request's Accept-Encoding prefers, with an ETag per
// encoding and `Vary: Accept-Encoding`.
import { sha256Hex } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { notFound, refuse } from '../http/validation.js';
import type { SdkCompressor } from '../ports/compressor.js';
import { webCompressor } from '../ports/compressor.js';

export const SDK_CACHE_CONTROL = 'public, max-age=300';
/** The loader's files have content-hashed names: a name never changes content, so caches keep them a year. */
export const SDK_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Coding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Uint8Array;
  etag: string;
}

type Asset = Partial<Record<Coding, Representation>> & { identity: Representation };

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The codings an Accept-Encoding header accepts (q > 0), best first; `*` stands for any coding not named. */
export function acceptedCodings(header: string | undefined): Coding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (coding: Coding) => q.get(coding) ?? (coding === 'identity' ? (q.get('*') ?? 1) : (q.get('*') ?? 0));
  // A compressed coding the client accepts beats none; between them, the higher q, then the smaller (brotli).
  const compressed: Coding[] = ['br', 'gzip'];
  const ranked = compressed.filter((c) => of(c) > 0).sort((a, b) => of(b) - of(a) || compressed.indexOf(a) - compressed.indexOf(b));
  return of('identity') > 0 ? [...ranked, 'identity'] : ranked;
}

async function prepare(text: string, compress: SdkCompressor): Promise<Asset> {
  const body = new TextEncoder().encode(text);
  const hex = await sha256Hex(text);
  const asset: Asset = { identity: { body, etag: `"${hex}"` } };
  const compressed = await compress(body).catch(() => ({}) as Awaited<ReturnType<SdkCompressor>>);
  // A compressed form that is not smaller is not worth a second representation.
  if (compressed.gzip && compressed.gzip.length < body.length) asset.gzip = { body: compressed.gzip, etag: `"${hex}-gzip"` };
  if (compressed.br && compressed.br.length < body.length) asset.br = { body: compressed.br, etag: `"${hex}-br"` };
  return asset;
}

function answer(c: AppContext, asset: Asset, cacheControl: string): Response {
  // identity;q=0 with nothing else acceptable still gets the file as it is (RFC 9110 allows it; a 406 helps nobody).
  const coding = acceptedCodings(c.req.header('accept-encoding')).find((name) => asset[name]) ?? 'identity';
  const chosen = asset[coding] ?? asset.identity;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', chosen.etag);
  c.header('Vary', 'Accept-Encoding');
  if (matchesEtag(c.req.header('if-none-match'), chosen.etag)) return c.body(null, 304);
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  if (coding !== 'identity') c.header('Content-Encoding', coding);
  return c.body(chosen.body as Uint8Array<ArrayBuffer>, 200);
}

/**
 * Compresses each text once, on its first request: start-up does no work that no request has asked for yet (brotli at
 * its highest quality is the largest piece of a start otherwise).
 */
function assets(deps: Deps): (text: string) => Promise<Asset> {
  const compress = deps.options.sdkCompressor ?? webCompressor;
  const cache = new Map<string, Promise<Asset>>();
  const get = (text: string) => {
    let asset = cache.get(text);
    if (!asset) cache.set(text, (asset = prepare(text, compress)));
    return asset;
  };
  return get;
}

/** The handlers of GET /v1/engage/sdk.js and GET /v1/engage/sdk/{file}, sharing one compressed copy of each file. */
export function sdkRoutes(deps: Deps): { loader: (c: AppContext) => Promise<Response>; file: (c: AppContext) => Promise<Response> } {
  const get = assets(deps);
  return {
    async loader(c) {
      const script = deps.options.sdkScript;
      if (script === undefined || script === '') return refuse(c, notFound('the loader script is not available'));
      return answer(c, await get(script), SDK_CACHE_CONTROL);
    },
    async file(c) {
      const name = c.req.param('file') ?? '';
      const text = Object.hasOwn(deps.options.sdkFiles, name) ? deps.options.sdkFiles[name] : undefined;
      if (!text)
        return refuse(c, notFound(`no loader file is named ${JSON.stringify(name.slice(0, 100))}; the loader names the files it needs`));
      // The panel is an ES module, which a page of another origin imports in CORS mode.
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return answer(c, await get(text), SDK_FILE_CACHE_CONTROL);
    },
  };
}
