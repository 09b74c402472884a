// The User-Agent of server runtimes: `<client package>/<version> (<runtime> <version>)`, so the service can tell which
// client versions call it. Browsers get none: a User-Agent set by script would add a CORS preflight.

type Versions = { process?: { versions?: { node?: string; bun?: string } }; Deno?: { version?: { deno?: string } } };

/**
 * The User-Agent header `product (runtime version)` on Node, Deno and Bun; undefined elsewhere (browsers, workers,
 * edge runtimes) and without a product.
 * @internal
 */
export function userAgent(product: string | undefined): { 'User-Agent': string } | undefined {
  const v = (globalThis as Versions).process?.versions;
  const deno = (globalThis as Versions).Deno?.version?.deno;
  const runtime = v?.bun ? `bun ${v.bun}` : deno ? `deno ${deno}` : v?.node && `node ${v.node}`;
  return product && runtime ? { 'User-Agent': `${product} (${runtime})` } : undefined;
}
