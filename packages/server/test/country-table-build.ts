// Makes the offline country table from an .mmdb country database: a walk of the database's whole search tree, which
// yields every place where the answer changes along each address family, then the compact encoding that
// src/capture/country-ranges.ts decodes. Used by scripts/country-table.ts (which writes geo/country-table.br) and by
// the test that compares the shipped table with the database it was made from.
import ipaddr from 'ipaddr.js';
import { Reader } from 'mmdb-lib';
import { COUNTRY_TABLE_MAGIC } from '../src/capture/country-ranges.js';

/** A range start and its country code ('' for none), in ascending order of start. */
export interface RangeStart {
  start: bigint;
  code: string;
}

export interface WalkedDatabase {
  ipv4: RangeStart[];
  ipv6: RangeStart[];
}

/** Every change of answer along IPv4 and IPv6, as mmdb lookups give them (the database's `country_code` records). */
export function walkCountryDatabase(bytes: Buffer): WalkedDatabase {
  const reader = new Reader<Record<string, unknown>>(bytes);
  const { nodeCount, recordSize, ipVersion } = reader.metadata;
  const nodeBytes = (recordSize * 2) / 8;
  const record = (node: number, right: boolean): number => {
    const o = node * nodeBytes;
    if (recordSize === 24) return right ? bytes.readUIntBE(o + 3, 3) : bytes.readUIntBE(o, 3);
    if (recordSize === 28)
      return right
        ? ((bytes[o + 3]! & 0x0f) * 2 ** 24 + bytes.readUIntBE(o + 4, 3)) >>> 0
        : ((bytes[o + 3]! >> 4) * 2 ** 24 + bytes.readUIntBE(o, 3)) >>> 0;
    if (recordSize === 32) return bytes.readUInt32BE(right ? o + 4 : o);
    throw new Error(`mmdb: record size ${recordSize} is not one of 24, 28, 32`);
  };
  // IPv4 addresses live under ::/96 of an IPv6 tree; mmdb readers start their IPv4 lookups there.
  let ipv4Root = 0;
  if (ipVersion === 6) for (let i = 0; i < 96 && ipv4Root < nodeCount; i++) ipv4Root = record(ipv4Root, false);

  // A data record's country, read once per record through the reader's own lookup of an address it covers.
  const codes = new Map<number, string>();
  const codeOf = (pointer: number, start: bigint, bits: number): string => {
    let code = codes.get(pointer);
    if (code === undefined) {
      const bytesOf = Array.from({ length: bits / 8 }, (_, i) => Number((start >> BigInt(bits - 8 * (i + 1))) & 0xffn));
      const found = reader.get(ipaddr.fromByteArray(bytesOf).toString())?.country_code;
      code = typeof found === 'string' && /^[A-Z]{2}$/.test(found) ? found : '';
      codes.set(pointer, code);
    }
    return code;
  };

  const walk = (root: number, bits: number, excluded: (node: number) => boolean): RangeStart[] => {
    const starts: RangeStart[] = [];
    let current: string | undefined;
    const region = (start: bigint, code: string) => {
      if (code !== current) starts.push({ start, code });
      current = code;
    };
    const visit = (node: number, depth: number, prefix: bigint): void => {
      if (node === nodeCount || (node < nodeCount && excluded(node))) return region(prefix, '');
      if (node > nodeCount) return region(prefix, codeOf(node, prefix, bits));
      if (depth === bits) throw new Error('mmdb: the search tree is deeper than the address');
      visit(record(node, false), depth + 1, prefix);
      visit(record(node, true), depth + 1, prefix | (1n << BigInt(bits - depth - 1)));
    };
    visit(root, 0, 0n);
    return starts;
  };
  return {
    ipv4: walk(ipv4Root, 32, () => false),
    // The IPv4 subtree (and any alias of it, such as ::ffff:0:0/96) is special-purpose space as IPv6: no country.
    ipv6: ipVersion === 6 ? walk(0, 128, (node) => node === ipv4Root) : [{ start: 0n, code: '' }],
  };
}

/** The table's bytes (before compression): magic, a JSON header line, then each family's section. */
export function encodeCountryTable(walked: WalkedDatabase, source: string): Uint8Array {
  const codes = ['', ...[...new Set([...walked.ipv4, ...walked.ipv6].map((r) => r.code))].filter(Boolean).sort()];
  if (codes.length > 256) throw new Error(`country table: ${codes.length - 1} countries do not fit one byte each`);
  const header = { source, codes, ipv4: walked.ipv4.length, ipv6: walked.ipv6.length };
  const parts: Uint8Array[] = [new TextEncoder().encode(`${COUNTRY_TABLE_MAGIC}${JSON.stringify(header)}\n`)];
  for (const ranges of [walked.ipv4, walked.ipv6]) {
    const zeros: number[] = [];
    const rests: number[] = [];
    let previous = 0n;
    for (const { start } of ranges) {
      let difference = start - previous;
      previous = start;
      let shift = 0;
      while (difference > 0n && (difference & 1n) === 0n) {
        difference >>= 1n;
        shift++;
      }
      zeros.push(shift);
      do {
        const low = Number(difference & 0x7fn);
        difference >>= 7n;
        rests.push(difference > 0n ? low | 0x80 : low);
      } while (difference > 0n);
    }
    parts.push(Uint8Array.from(zeros), Uint8Array.from(ranges.map((r) => codes.indexOf(r.code))), Uint8Array.from(rests));
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
