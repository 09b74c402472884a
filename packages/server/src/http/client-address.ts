// The visitor's address, which per-visitor limits key on: the connection's, unless the operator says how many proxies
// of theirs stand in front (trustProxy), counted from the right of X-Forwarded-For as @svc/capture-node counts them.
import type { Deps } from '../deps.js';
import type { AppContext } from './env.js';

/** The bucket of requests whose address is unknown (in-process calls without trustProxy): they share one limit. */
export const UNKNOWN_ADDRESS = 'unknown';

/** `::ffff:192.0.2.1` and `192.0.2.1` are one visitor. */
const unmap = (ip: string | undefined): string | undefined => ip?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') || undefined;

/**
 * The client's address from the connection's `remote` address and the `X-Forwarded-For` header. With `trustProxy`
 * 0 the header, which any client can write, is ignored. With N, the right-most N-1 entries were added by proxies
 * of ours behind the first one, whose own entry (the one before them) is the address it saw: the visitor's.
 */
export function clientAddress(remote: string | undefined, forwarded: string | undefined, trustProxy: number): string | undefined {
  if (trustProxy <= 0 || !forwarded) return unmap(remote);
  const hops = forwarded
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return unmap(hops[hops.length - trustProxy] ?? hops[0]) ?? unmap(remote);
}

/** The visitor's address for this request, or the shared `unknown` bucket. */
export function visitorAddress(c: AppContext, deps: Pick<Deps, 'options'>): string {
  return clientAddress(c.env?.remoteAddress, c.req.header('x-forwarded-for'), deps.options.trustProxy) ?? UNKNOWN_ADDRESS;
}
