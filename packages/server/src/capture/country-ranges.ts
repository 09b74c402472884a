// The offline country data as a compact table of address ranges: every place where the country changes along the
// IPv4 and the IPv6 address space, with the country (or none) from there to the next change. It holds the same
// answers as the country database it is made from (packages/server/scripts/country-table.ts walks that database;
// node/country-table.test.ts compares the two), in a tenth of the bytes: the starts are stored as differences, each
// as its trailing zero bits and the odd rest, which compress well. Decoding and lookups use no Node API.

/** The first bytes of a table: its format and version. */
export const COUNTRY_TABLE_MAGIC = 'SVCGEO1\n';

/** What a table says about where it comes from, and the countries it uses (index 0 is "no country"). */
export interface CountryTableHeader {
  /** The database the table was made from, as `name@version`. */
  source: string;
  /** ISO 3166-1 alpha-2 codes; a range's country is an index into this list, 0 (`''`) for none. */
  codes: string[];
  /** How many ranges each address family has. */
  ipv4: number;
  ipv6: number;
}

/** A decoded table: the start of each range in ascending order and its country's index. */
export interface CountryRanges {
  header: CountryTableHeader;
  /** IPv4 range starts, as unsigned 32-bit numbers. */
  v4Starts: Uint32Array;
  v4Codes: Uint8Array;
  /** IPv6 range starts, four 32-bit words each, most significant first. */
  v6Starts: Uint32Array;
  v6Codes: Uint8Array;
}

/** The cursor of a decode: where the next byte is. */
interface Reader {
  bytes: Uint8Array;
  at: number;
}

function take(reader: Reader, length: number): Uint8Array {
  if (reader.at + length > reader.bytes.length) throw new Error('country table: truncated');
  const slice = reader.bytes.subarray(reader.at, reader.at + length);
  reader.at += length;
  return slice;
}

/** An unsigned LEB128 number: a number while it fits 49 bits (all but a few), a bigint beyond. */
function leb128(reader: Reader): number | bigint {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 7; i++) {
    if (reader.at >= reader.bytes.length) throw new Error('country table: truncated');
    const byte = reader.bytes[reader.at++]!;
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) return value;
    scale *= 128;
  }
  let big = BigInt(value);
  let shift = 49n;
  for (;;) {
    if (reader.at >= reader.bytes.length) throw new Error('country table: truncated');
    const byte = reader.bytes[reader.at++]!;
    big |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return big;
    shift += 7n;
  }
}

/**
 * One family's section: the trailing zero bits of each difference, the country indexes, then each odd rest. `count`
 * ranges of `words` 32-bit words each (1 for IPv4, 4 for IPv6), naming countries below `codes`.
 */
function section(
  reader: Reader,
  { count, words, codes }: { count: number; words: 1 | 4; codes: number },
): { starts: Uint32Array; codes: Uint8Array } {
  const zeros = take(reader, count);
  const indexes = take(reader, count).slice();
  if (indexes.some((index) => index >= codes)) throw new Error('country table: a range names no country of the list');
  const starts = new Uint32Array(count * words);
  if (words === 1) {
    // IPv4: every start and difference is below 2^32, exact as a number.
    let start = -1;
    for (let i = 0; i < count; i++) {
      const rest = leb128(reader);
      const next = (i === 0 ? 0 : start) + Number(rest) * 2 ** zeros[i]!;
      if (next <= start || next >= 2 ** 32) throw new Error('country table: ranges out of order');
      starts[i] = start = next;
    }
    return { starts, codes: indexes };
  }
  // IPv6: the start as four 32-bit words, most significant first; each difference is added at its bit offset, in
  // numbers (a bigint only for the rare difference whose odd rest exceeds 49 bits).
  const word = [0, 0, 0, 0];
  const add = (index: number, value: number): number => {
    // Adds at word `index` and carries towards the most significant; answers 1 when the carry leaves the address.
    for (let w = index, carry = value; carry !== 0; w--) {
      if (w < 0) return 1;
      const sum = word[w]! + carry;
      word[w] = sum >>> 0;
      carry = sum > 0xffffffff ? 1 : 0;
    }
    return 0;
  };
  for (let i = 0; i < count; i++) {
    const rest = leb128(reader);
    const shift = zeros[i]!;
    let overflow = 0;
    if (typeof rest === 'bigint') {
      const sum =
        ((BigInt(word[0]!) << 96n) | (BigInt(word[1]!) << 64n) | (BigInt(word[2]!) << 32n) | BigInt(word[3]!)) + (rest << BigInt(shift));
      if (sum >= 1n << 128n) overflow = 1;
      for (let w = 0; w < 4; w++) word[w] = Number((sum >> BigInt(96 - 32 * w)) & 0xffffffffn);
    } else {
      if (i > 0 && rest === 0) throw new Error('country table: ranges out of order');
      const low = rest % 2 ** 32;
      const high = (rest - low) / 2 ** 32;
      const bits = shift & 31;
      const at = 3 - (shift >> 5);
      const parts =
        bits === 0 ? [low, high, 0] : [(low << bits) >>> 0, ((low >>> (32 - bits)) | (high << bits)) >>> 0, high >>> (32 - bits)];
      for (let p = 2; p >= 0; p--) if (parts[p] !== 0) overflow |= at - p < 0 ? 1 : add(at - p, parts[p]!);
    }
    if (overflow) throw new Error('country table: ranges out of order');
    starts[i * 4] = word[0]!;
    starts[i * 4 + 1] = word[1]!;
    starts[i * 4 + 2] = word[2]!;
    starts[i * 4 + 3] = word[3]!;
  }
  return { starts, codes: indexes };
}

/** Decodes a table (already decompressed); throws on anything that is not a whole, well-formed table. */
export function decodeCountryRanges(bytes: Uint8Array): CountryRanges {
  const magic = new TextEncoder().encode(COUNTRY_TABLE_MAGIC);
  if (bytes.length < magic.length || magic.some((byte, i) => bytes[i] !== byte))
    throw new Error('country table: not a table of this format');
  const end = bytes.indexOf(0x0a, magic.length);
  if (end < 0) throw new Error('country table: no header');
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(magic.length, end))) as CountryTableHeader;
  if (!Array.isArray(header.codes) || header.codes[0] !== '' || !Number.isInteger(header.ipv4) || !Number.isInteger(header.ipv6))
    throw new Error('country table: a header without its country list or counts');
  const reader: Reader = { bytes, at: end + 1 };
  const v4 = section(reader, { count: header.ipv4, words: 1, codes: header.codes.length });
  const v6 = section(reader, { count: header.ipv6, words: 4, codes: header.codes.length });
  if (reader.at !== bytes.length) throw new Error('country table: bytes after the last range');
  return { header, v4Starts: v4.starts, v4Codes: v4.codes, v6Starts: v6.starts, v6Codes: v6.codes };
}

/** The index of the last range starting at or before `key` (4 words for IPv6), or -1. */
function lastAtOrBefore(starts: Uint32Array, words: number, key: readonly number[]): number {
  let low = 0;
  let high = starts.length / words - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    let order = 0;
    for (let w = 0; w < words && order === 0; w++) order = starts[middle * words + w]! - key[w]!;
    if (order <= 0) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The country code of an address given as its bytes (4 for IPv4, 16 for IPv6), or undefined where the table has
 * none. The caller decides which addresses may be looked up at all (special-purpose ones may not).
 */
export function countryCodeOf(ranges: CountryRanges, address: readonly number[]): string | undefined {
  const words: number[] = [];
  for (let i = 0; i < address.length; i += 4)
    words.push(((address[i]! << 24) | (address[i + 1]! << 16) | (address[i + 2]! << 8) | address[i + 3]!) >>> 0);
  const v4 = address.length === 4;
  const index = lastAtOrBefore(v4 ? ranges.v4Starts : ranges.v6Starts, v4 ? 1 : 4, words);
  const code = index < 0 ? '' : ranges.header.codes[(v4 ? ranges.v4Codes : ranges.v6Codes)[index]!];
  return code ? code : undefined;
}
