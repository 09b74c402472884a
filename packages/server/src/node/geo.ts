// Offline country lookup for the Node adapter. By default it reads the country table the package ships
// (geo/country-table.br: every address range of the CC0 geo-whois-asn-country database with its country, 0.5 MB
// instead of the database's 7.8 MB, the same answer for every address), loaded on the first lookup. Given an .mmdb
// file, it reads that instead, with mmdb-lib. Without the table, the built-in table of the core answers.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { GeoLookup, GeoResult } from '@svc/reference-server';
import ipaddr from 'ipaddr.js';
import type * as MmdbLib from 'mmdb-lib';
import type { Response as MmdbRecord, Reader } from 'mmdb-lib';
import type { CountryRanges } from '../capture/country-ranges.js';
import { countryCodeOf, decodeCountryRanges } from '../capture/country-ranges.js';
import { builtInGeo, countryName } from '../capture/country-table.js';
import { publicAddress } from '../net/ip.js';

/** Options of `createMmdbGeoLookup`. @public */
export interface MmdbGeoOptions {
  /**
   * An .mmdb file with `country_code` records (or one gzip-compressed, named `.gz`); default: the offline country table
   * this package carries, which answers every address as the CC0 geo-whois-asn-country database does.
   */
  databasePath?: string;
  /** Language of country names (default `en`). */
  locale?: string;
}

/** The country table the package ships: geo/ at its root, two folders above this file in dist/node/ and src/node/ alike. */
export function countryTablePath(): string {
  return fileURLToPath(new URL('../../geo/country-table.br', import.meta.url));
}

const UNKNOWN: GeoResult = { country: null, countryCode: null };

interface CountryRecord {
  country_code?: unknown;
}

/**
 * Each table file decoded once per process, however many lookups (servers, worlds) read it: the table, undefined when
 * the file is missing, null when it is damaged (each said once).
 */
const tables = new Map<string, Promise<CountryRanges | null | undefined>>();

function loadTable(path: string): Promise<CountryRanges | null | undefined> {
  let table = tables.get(path);
  if (table === undefined) {
    table = (async () => {
      let compressed: Buffer;
      try {
        compressed = await readFile(path);
      } catch {
        console.error(
          `[svc-reference-server] the offline country table is missing (${path}); countries come from the built-in table of a few networks. ` +
            'For every address: reinstall @svc/reference-server (it carries the table in geo/), or pass createMmdbGeoLookup({ databasePath })',
        );
        return undefined;
      }
      try {
        return decodeCountryRanges(await promisify(brotliDecompress)(compressed));
      } catch (error) {
        console.error('[svc-reference-server] country table unreadable; countries will be null:', (error as Error).message);
        return null;
      }
    })();
    tables.set(path, table);
  }
  return table;
}

/** The offline table as a GeoLookup: nulls for special-purpose and unknown addresses, the core's table without a file. */
function createTableFileLookup(path: string, name: (code: string) => string): GeoLookup {
  return {
    async lookup(ip: string): Promise<GeoResult> {
      const address = typeof ip === 'string' ? publicAddress(ip) : undefined;
      if (!address) return UNKNOWN;
      const table = await loadTable(path);
      // undefined: no file (the core's few networks answer); null: a damaged file (nothing answers).
      if (table === undefined) return builtInGeo.lookup(address);
      if (table === null) return UNKNOWN;
      const code = countryCodeOf(table, ipaddr.parse(address).toByteArray());
      return code === undefined ? UNKNOWN : { country: name(code), countryCode: code };
    },
  };
}

/**
 * A GeoLookup that reads its data on the first lookup (start-up stays fast) and fails open: private and reserved
 * addresses and addresses the data does not know give nulls. Without `databasePath` it reads the country table this
 * package carries (the same answers as the CC0 geo-whois-asn-country database); when that table is missing it says so
 * once and answers from the core's built-in table. With `databasePath` it reads that .mmdb file.
 * @public
 */
export function createMmdbGeoLookup(options: MmdbGeoOptions = {}): GeoLookup {
  let names: Intl.DisplayNames | undefined;
  const nameOf = (code: string): string => {
    try {
      names ??= new Intl.DisplayNames([options.locale ?? 'en'], { type: 'region' });
      return names.of(code) ?? code;
    } catch {
      return countryName(code);
    }
  };
  if (options.databasePath === undefined) return createTableFileLookup(countryTablePath(), nameOf);
  const path = options.databasePath;

  let reader: Promise<Reader<MmdbRecord> | undefined> | undefined;
  const load = async (): Promise<Reader<MmdbRecord> | undefined> => {
    try {
      const mmdb: typeof MmdbLib = await import('mmdb-lib');
      const bytes = await readFile(path);
      return new mmdb.Reader<MmdbRecord>(path.endsWith('.gz') ? await promisify(gunzip)(bytes) : bytes);
    } catch (error) {
      console.error('[svc-reference-server] country database unavailable; countries will be null:', (error as Error).message);
      return undefined;
    }
  };
  return {
    async lookup(ip: string): Promise<GeoResult> {
      const address = typeof ip === 'string' ? publicAddress(ip) : undefined;
      if (!address) return UNKNOWN;
      reader ??= load();
      const db = await reader;
      if (!db) return UNKNOWN;
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

/** A lookup over another table file (tests: a missing or damaged one). */
export function createCountryTableLookup(path: string, locale = 'en'): GeoLookup {
  return createTableFileLookup(path, (code) => countryName(code, locale));
}
