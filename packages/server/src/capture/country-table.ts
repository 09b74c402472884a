// Country lookup without a database: a few networks, copied from the country database the Node CLI's offline table is made from, so the
// addresses the demo, the docs and the tests use resolve exactly as they do there. Anything else fails open (null).

import { parseAddress, publicAddress } from '../net/ip.js';
import type { GeoLookup, GeoResult } from '../ports/geo.js';

/**
 * Networks of `@ip-location-db/geo-whois-asn-country-mmdb` (2.3.2026061719) holding the addresses this repository's
 * seed, READMEs and tests use, with the prefix length the database gives each: `[network, prefix, country code]`.
 * `node/geo.test.ts` checks every row against the database.
 */
export const BUILT_IN_NETWORKS: ReadonlyArray<readonly [string, number, string]> = [
  ['1.1.1.0', 24, 'AU'],
  ['1.2.3.0', 24, 'PL'],
  ['8.8.0.0', 15, 'US'],
  ['81.2.64.0', 18, 'GB'],
  ['133.0.0.0', 8, 'JP'],
  ['2001:67c:2e8::', 48, 'NL'],
  ['2001:4860::', 32, 'US'],
  ['2a00:1450::', 29, 'IE'],
];

const UNKNOWN: GeoResult = { country: null, countryCode: null };

/** The English name of a region code (`GB` → `United Kingdom`), or the code where Intl cannot name it. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A GeoLookup over a list of networks: the core's default, so every way of running the service (in-process, msw,
 * the Node CLI without its optional database) gives the same country for the same known address.
 * @public
 */
export function createTableGeoLookup(networks: ReadonlyArray<readonly [string, number, string]> = BUILT_IN_NETWORKS): GeoLookup {
  // Parsed once; an address matches a network of its own kind (ipaddr.js's match refuses mixing IPv4 and IPv6).
  const parsed = networks.map(([network, prefix, code]) => ({ network: parseAddress(network)!, prefix, code }));
  const names = new Map<string, string>();
  return {
    async lookup(ip: string): Promise<GeoResult> {
      const address = typeof ip === 'string' ? publicAddress(ip) : undefined;
      if (!address) return UNKNOWN;
      const at = parseAddress(address)!;
      const hit = parsed.find(({ network, prefix }) => network.kind() === at.kind() && at.match(network, prefix));
      if (!hit) return UNKNOWN;
      const code = hit.code;
      let name = names.get(code);
      if (name === undefined) names.set(code, (name = countryName(code)));
      return { country: name, countryCode: code };
    },
  };
}

/**
 * The built-in table (`BUILT_IN_NETWORKS`).
 * @public
 */
export const builtInGeo: GeoLookup = createTableGeoLookup();
