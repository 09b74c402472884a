// The offline country lookup: the shipped table (geo/country-table.br) against the database it was made from, the CC0
// geo-whois-asn-country .mmdb (a development dependency, for these tests and scripts/country-table.ts only).
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { Reader } from 'mmdb-lib';
import { describe, expect, it } from 'vitest';
import { walkCountryDatabase } from '../../test/country-table-build.js';
import type { CountryRanges } from '../capture/country-ranges.js';
import { decodeCountryRanges } from '../capture/country-ranges.js';
import { BUILT_IN_NETWORKS, builtInGeo } from '../capture/country-table.js';
import { publicAddress } from '../net/ip.js';
import { countryTablePath, createCountryTableLookup, createMmdbGeoLookup } from './geo.js';

const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';
const databasePath = createRequire(import.meta.url).resolve(DATABASE);
const databaseBytes = readFileSync(databasePath);
// Expected countries are read from the database itself, so the tests follow the data.
const db = new Reader(databaseBytes);
const codeIn = (ip: string) => (db.get(ip) as { country_code?: string } | null)?.country_code;
const table: CountryRanges = decodeCountryRanges(brotliDecompressSync(readFileSync(countryTablePath())));
const nobody = { country: null, countryCode: null };

/** A small deterministic generator (mulberry32), so a failing sample can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const v4Text = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');
const v6Text = (words: readonly number[]) =>
  ipaddr.fromByteArray(words.flatMap((w) => [w >>> 24, (w >>> 16) & 255, (w >>> 8) & 255, w & 255])).toString();

describe('the offline country table', () => {
  it('is the database, range for range: every place the answer changes along IPv4 and IPv6, with the same country', () => {
    const walked = walkCountryDatabase(databaseBytes);
    const source = JSON.parse(readFileSync(join(databasePath, '..', 'package.json'), 'utf8')) as { name: string; version: string };
    // A database updated without `pnpm --filter @svc/reference-server country-table` fails here.
    expect(table.header.source).toBe(`${source.name}@${source.version}`);
    expect(table.v4Starts.length).toBe(walked.ipv4.length);
    expect(table.v6Starts.length / 4).toBe(walked.ipv6.length);
    const v4Mismatch = walked.ipv4.findIndex(
      (r, i) => BigInt(table.v4Starts[i]!) !== r.start || table.header.codes[table.v4Codes[i]!] !== r.code,
    );
    expect(v4Mismatch).toBe(-1);
    const v6Mismatch = walked.ipv6.findIndex((r, i) => {
      const words = table.v6Starts.subarray(i * 4, i * 4 + 4);
      const start = words.reduce((n, w) => (n << 32n) | BigInt(w), 0n);
      return start !== r.start || table.header.codes[table.v6Codes[i]!] !== r.code;
    });
    expect(v6Mismatch).toBe(-1);
    // What it saves: a tenth of the database.
    expect(readFileSync(countryTablePath()).length).toBeLessThan(databaseBytes.length / 10);
  });

  it('answers a large sample of addresses exactly as the database does, through the lookup the server uses', async () => {
    const offline = createMmdbGeoLookup();
    const mmdb = createMmdbGeoLookup({ databasePath });
    const next = random(42);
    const sample: string[] = [];
    // Uniform IPv4, uniform global-unicast IPv6 (2000::/3), and both sides of table boundaries, where a wrong start shows.
    for (let i = 0; i < 40_000; i++) sample.push(v4Text(Math.floor(next() * 2 ** 32)));
    for (let i = 0; i < 20_000; i++)
      sample.push(
        v6Text([0x20000000 + Math.floor(next() * 2 ** 29), next() * 2 ** 32, next() * 2 ** 32, next() * 2 ** 32].map(Math.floor)),
      );
    for (let i = 0; i < 10_000; i++) {
      const at = Math.floor(next() * table.v4Starts.length);
      const start = table.v4Starts[at]!;
      sample.push(v4Text(start), v4Text(Math.max(0, start - 1)));
    }
    for (let i = 0; i < 10_000; i++) {
      const at = 1 + Math.floor(next() * (table.v6Starts.length / 4 - 1));
      const start = [...table.v6Starts.subarray(at * 4, at * 4 + 4)];
      const before = [...start];
      for (let w = 3; w >= 0; w--) {
        before[w] = (before[w]! - 1) >>> 0;
        if (before[w] !== 0xffffffff) break;
      }
      sample.push(v6Text(start), v6Text(before));
    }
    let known = 0;
    const differ: string[] = [];
    for (const ip of sample) {
      const [ours, theirs] = await Promise.all([offline.lookup(ip), mmdb.lookup(ip)]);
      if (ours.countryCode !== theirs.countryCode || ours.country !== theirs.country)
        differ.push(`${ip}: ${ours.countryCode} vs ${theirs.countryCode}`);
      if (theirs.countryCode !== null) known++;
    }
    expect(differ.slice(0, 10)).toEqual([]);
    expect(sample.length).toBe(100_000);
    // The sample is mostly addresses the database resolves, not a comparison of nulls.
    expect(known).toBeGreaterThan(sample.length / 2);
  }, 120_000);

  it('answers public IPv4 and IPv6 addresses with the code and name the database gives', async () => {
    const geo = createMmdbGeoLookup();
    for (const ip of ['8.8.8.8', '81.2.69.142', '133.11.0.1', '2001:67c:2e8:22::c100:68b', '::ffff:81.2.69.142']) {
      const code = codeIn(publicAddress(ip)!);
      expect(code, ip).toMatch(/^[A-Z]{2}$/);
      const result = await geo.lookup(ip);
      expect(result.countryCode).toBe(code);
      expect(result.country).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(code!));
    }
    expect(await geo.lookup('81.2.69.142')).toEqual({ country: 'United Kingdom', countryCode: 'GB' });
  });

  it('fails open for private and documentation addresses, even where the database has a row, and for non-addresses', async () => {
    const geo = createMmdbGeoLookup();
    expect(codeIn('192.168.1.1')).toBeDefined();
    for (const ip of [
      '192.168.1.1',
      '10.0.0.1',
      '203.0.113.7',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '2002:5102:458e::1',
      'not-an-ip',
      '',
    ]) {
      expect(await geo.lookup(ip), ip).toEqual(nobody);
    }
    expect(await geo.lookup(undefined as unknown as string)).toEqual(nobody);
  });

  it('fails open to null for a public address no network holds', async () => {
    const gap = table.v4Codes.findIndex((code, i) => code === 0 && publicAddress(v4Text(table.v4Starts[i]!)) !== undefined);
    const ip = v4Text(table.v4Starts[gap]!);
    expect(codeIn(ip)).toBeUndefined();
    expect(await createMmdbGeoLookup().lookup(ip)).toEqual(nobody);
  });

  it('names countries in the chosen language', async () => {
    expect((await createMmdbGeoLookup({ locale: 'de' }).lookup('81.2.69.142')).country).toBe('Vereinigtes Königreich');
  });

  it('without its table file, says so and answers from the core built-in networks; a damaged file gives nulls', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-geo-'));
    const missing = createCountryTableLookup(join(dir, 'missing.br'));
    expect(await missing.lookup('81.2.69.142')).toEqual({ country: 'United Kingdom', countryCode: 'GB' });
    expect(await missing.lookup('5.6.7.8')).toEqual(nobody);
    const damaged = join(dir, 'damaged.br');
    writeFileSync(damaged, 'not a table');
    expect(await createCountryTableLookup(damaged).lookup('81.2.69.142')).toEqual(nobody);
  });
});

describe('a country database of your own (createMmdbGeoLookup({ databasePath }))', () => {
  it('loads the database on the first lookup, not when created', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'svc-geo-')), 'geo.mmdb');
    const geo = createMmdbGeoLookup({ databasePath: path });
    copyFileSync(databasePath, path);
    expect((await geo.lookup('81.2.69.142')).countryCode).toBe('GB');
  });

  it('reads a gzip-compressed database (.gz)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'svc-geo-')), 'country.mmdb.gz');
    writeFileSync(path, gzipSync(databaseBytes));
    const geo = createMmdbGeoLookup({ databasePath: path });
    expect(await geo.lookup('81.2.69.142')).toEqual({ country: 'United Kingdom', countryCode: 'GB' });
    expect((await geo.lookup('2001:67c:2e8:22::c100:68b')).countryCode).toBe(codeIn('2001:67c:2e8:22::c100:68b'));
  });

  it('fails open when the database cannot be loaded, or is not an mmdb database', async () => {
    expect(await createMmdbGeoLookup({ databasePath: '/nonexistent/geo.mmdb' }).lookup('8.8.8.8')).toEqual(nobody);
    expect(await createMmdbGeoLookup({ databasePath: new URL(import.meta.url).pathname }).lookup('8.8.8.8')).toEqual(nobody);
  });
});

describe('the built-in country table of the core', () => {
  it('copies its networks from the database: each network and its country as the database has them', () => {
    for (const [network, prefix, code] of BUILT_IN_NETWORKS) {
      const [record, length] = db.getWithPrefixLength(network);
      expect([(record as { country_code?: string } | null)?.country_code, length], `${network}/${prefix}`).toEqual([code, prefix]);
    }
  });

  it('answers the addresses the seed, READMEs and tests use exactly as the offline table does', async () => {
    const offline = createMmdbGeoLookup();
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
      expect(await builtInGeo.lookup(ip), ip).toEqual(await offline.lookup(ip));
    }
    expect(await builtInGeo.lookup('5.6.7.8')).toEqual(nobody);
  });
});
