import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';
import { describe, expect, it } from 'vitest';
import { builtInGeo, BUILT_IN_NETWORKS } from '../capture/country-table.js';
import { createMmdbGeoLookup, DEFAULT_DATABASE } from './geo.js';

// Expected countries are read from the database itself, so the test follows the data the package ships.
const db = new Reader(readFileSync(createRequire(import.meta.url).resolve(DEFAULT_DATABASE)));
const codeIn = (ip: string) => (db.get(ip) as { country_code?: string } | null)?.country_code;

describe('offline country lookup (mmdb)', () => {
  it('answers public IPv4 and IPv6 addresses with the code and name the database gives', async () => {
    const geo = createMmdbGeoLookup();
    for (const ip of ['8.8.8.8', '81.2.69.142', '133.11.0.1', '2001:67c:2e8:22::c100:68b']) {
      const code = codeIn(ip);
      expect(code, ip).toMatch(/^[A-Z]{2}$/);
      const result = await geo.lookup(ip);
      expect(result.countryCode).toBe(code);
      expect(result.country).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(code!));
    }
    expect(await geo.lookup('81.2.69.142')).toEqual({ country: 'United Kingdom', countryCode: 'GB' });
  });

  it('fails open for private and documentation addresses, even where the database has a row', async () => {
    const geo = createMmdbGeoLookup();
    expect(codeIn('192.168.1.1')).toBeDefined();
    for (const ip of ['192.168.1.1', '10.0.0.1', '203.0.113.7', '::1', 'fe80::1']) {
      expect(await geo.lookup(ip), ip).toEqual({ country: null, countryCode: null });
    }
  });

  it('fails open for something that is not an address', async () => {
    expect(await createMmdbGeoLookup().lookup('not-an-ip')).toEqual({ country: null, countryCode: null });
  });

  it('loads the database on the first lookup, not when created', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'svc-geo-')), 'geo.mmdb');
    const geo = createMmdbGeoLookup({ databasePath: path });
    copyFileSync(createRequire(import.meta.url).resolve(DEFAULT_DATABASE), path);
    expect((await geo.lookup('81.2.69.142')).countryCode).toBe('GB');
  });

  it('reads a gzip-compressed database (.gz), the form the published package carries in dist/geo/', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'svc-geo-')), 'country.mmdb.gz');
    writeFileSync(path, gzipSync(readFileSync(createRequire(import.meta.url).resolve(DEFAULT_DATABASE))));
    const geo = createMmdbGeoLookup({ databasePath: path });
    expect(await geo.lookup('81.2.69.142')).toEqual({ country: 'United Kingdom', countryCode: 'GB' });
    expect((await geo.lookup('2001:67c:2e8:22::c100:68b')).countryCode).toBe(codeIn('2001:67c:2e8:22::c100:68b'));
  });

  it('fails open when the database cannot be loaded', async () => {
    const geo = createMmdbGeoLookup({ databasePath: '/nonexistent/geo.mmdb' });
    expect(await geo.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
  });

  it('fails open when the file is not an mmdb database', async () => {
    const geo = createMmdbGeoLookup({ databasePath: new URL(import.meta.url).pathname });
    expect(await geo.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
  });

  it('names countries in the chosen language', async () => {
    expect((await createMmdbGeoLookup({ locale: 'de' }).lookup('81.2.69.142')).country).toBe('Vereinigtes Königreich');
  });
});

describe('the built-in country table of the core', () => {
  it('copies its networks from the database: each network and its country as the database has them', () => {
    for (const [network, prefix, code] of BUILT_IN_NETWORKS) {
      const [record, length] = db.getWithPrefixLength(network);
      expect([(record as { country_code?: string } | null)?.country_code, length], `${network}/${prefix}`).toEqual([code, prefix]);
    }
  });

  it('answers the addresses the seed, READMEs and tests use exactly as the database does', async () => {
    const mmdb = createMmdbGeoLookup();
    for (const ip of [
      '8.8.8.8',
      '81.2.69.142',
      '133.11.0.1',
      '1.2.3.4',
      '1.1.1.1',
      '2001:67c:2e8:22::c100:68b',
      '2a00:1450:4009:81f::200e',
      '2001:4860:4860::8888',
      '203.0.113.7',
      '10.0.0.1',
      '::1',
    ]) {
      expect(await builtInGeo.lookup(ip), ip).toEqual(await mmdb.lookup(ip));
    }
    expect(await builtInGeo.lookup('5.6.7.8')).toEqual({ country: null, countryCode: null });
  });
});
