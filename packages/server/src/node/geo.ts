// Offline country lookup for the Node adapter: mmdb-lib over the CC0 geo-whois-asn-country database, loaded lazily.
// The published package carries the database gzip-compressed in dist/geo/ (the build puts it there); in the workspace
// it comes from the database package itself. Without either, the built-in table of the core answers.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type * as MmdbLib from 'mmdb-lib';
import type { Reader, Response as MmdbRecord } from 'mmdb-lib';
import { builtInGeo } from '../capture/country-table.js';
import { publicAddress } from '../net/ip.js';
import type { GeoLookup, GeoResult } from '../ports/geo.js';

/** Options of `createMmdbGeoLookup`. @public */
export interface MmdbGeoOptions {
  /**
   * An .mmdb file with `country_code` records (or one gzip-compressed, named `.gz`); default: the combined IPv4 + IPv6
   * database this package carries.
   */
  databasePath?: string;
  /** Language of country names (default `en`). */
  locale?: string;
}

/** The package ships an IPv4-only, an IPv6-only and a combined file; the combined one answers both families. */
export const DEFAULT_DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** The copy the build puts in the package (dist/geo/), the same place whether this runs from dist/ or from src/. */
export function shippedDatabasePath(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? '../../dist/geo/country.mmdb.gz' : '../geo/country.mmdb.gz', import.meta.url));
}

/** The database to read: the given path, the shipped copy, or the database package (in the workspace). */
function defaultDatabasePath(): string {
  const shipped = shippedDatabasePath();
  return existsSync(shipped) ? shipped : createRequire(import.meta.url).resolve(DEFAULT_DATABASE);
}

const UNKNOWN: GeoResult = { country: null, countryCode: null };

interface CountryRecord {
  country_code?: unknown;
}

/**
 * A GeoLookup that reads the database on the first lookup (start-up stays fast) and fails open: private and
 * reserved addresses and addresses the database does not know give nulls. When no database can be found (the package's
 * dist/geo/ copy removed, no database package), it says so once and answers from the core's built-in table.
 * @public
 */
export function createMmdbGeoLookup(options: MmdbGeoOptions = {}): GeoLookup {
  let reader: Promise<Reader<MmdbRecord> | undefined> | undefined;
  let names: Intl.DisplayNames | undefined;
  let notInstalled = false;
  const load = async (): Promise<Reader<MmdbRecord> | undefined> => {
    let path: string;
    let mmdb: typeof MmdbLib;
    try {
      path = options.databasePath ?? defaultDatabasePath();
      mmdb = await import('mmdb-lib');
    } catch {
      console.error(
        '[svc-reference-server] the offline country database is not installed; countries come from the built-in table of a few networks. ' +
          'For every address: reinstall @svc/reference-server (it carries the database in dist/geo/), or pass createMmdbGeoLookup({ databasePath })',
      );
      notInstalled = true;
      return undefined;
    }
    try {
      const bytes = await readFile(path);
      return new mmdb.Reader<MmdbRecord>(path.endsWith('.gz') ? await promisify(gunzip)(bytes) : bytes);
    } catch (error) {
      console.error('[svc-reference-server] country database unavailable; countries will be null:', (error as Error).message);
      return undefined;
    }
  };
  const nameOf = (code: string): string => {
    try {
      names ??= new Intl.DisplayNames([options.locale ?? 'en'], { type: 'region' });
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return {
    async lookup(ip: string): Promise<GeoResult> {
      const address = typeof ip === 'string' ? publicAddress(ip) : undefined;
      if (!address) return UNKNOWN;
      reader ??= load();
      const db = await reader;
      if (!db) return notInstalled ? builtInGeo.lookup(address) : UNKNOWN;
      try {
        // The database's records carry only `country_code`, which none of mmdb-lib's MaxMind shapes names.
        const code = (db.get(address) as CountryRecord | null)?.country_code;
        if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code)) return UNKNOWN;
        return { country: nameOf(code), countryCode: code };
      } catch {
        return UNKNOWN;
      }
    },
  };
}
