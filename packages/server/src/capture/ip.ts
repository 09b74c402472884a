// Strict IP literal validation for the visitor context: dotted-quad IPv4 and RFC 4291 IPv6 text forms.
import { textLength } from '../http/text.js';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Four decimal octets 0-255, no leading zeros (`010.0.0.1` is ambiguous: octal to some parsers). */
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

export function isIPv4(text: string): boolean {
  return IPV4.test(text);
}

/**
 * IPv6 in any RFC 4291 text form: eight groups, one `::` standing for one or more zero groups, and an optional
 * dotted-quad tail. Zone ids (`%eth0`) and brackets are not address literals and are refused.
 */
export function isIPv6(text: string): boolean {
  if (textLength(text) < 2 || textLength(text) > 45) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  const groups = (part: string): string[] | undefined => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const tail = compressed ? groups(halves[1]!) : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (let i = 0; i < all.length; i++) {
    const group = all[i]!;
    if (HEX_GROUP.test(group)) count += 1;
    else if (i === all.length - 1 && isIPv4(group) && (tail.length > 0 || !compressed)) count += 2;
    else return false;
  }
  return compressed ? count <= 7 : count === 8;
}

/** An IPv4 or IPv6 literal. */
export function isIpAddress(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}

/** The 4 bytes of an IPv4 literal, or undefined. */
export function ipv4Bytes(text: string): number[] | undefined {
  return isIPv4(text) ? text.split('.').map(Number) : undefined;
}

/** The 16 bytes of an IPv6 literal, or undefined. */
export function ipv6Bytes(text: string): number[] | undefined {
  if (!isIPv6(text)) return undefined;
  const expand = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          const v4 = ipv4Bytes(g);
          if (v4) return [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
          return [parseInt(g, 16)];
        });
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = expand(head);
  const right = tail === undefined ? [] : expand(tail);
  const groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

export type Range = [bytes: number[], prefixLength: number];

const v4 = (text: string, prefix: number): Range => [ipv4Bytes(text)!, prefix];
const v6 = (text: string, prefix: number): Range => [ipv6Bytes(text)!, prefix];

/** Addresses that belong to no country: private, loopback, link-local, documentation, shared, multicast, reserved. */
const RESERVED_V4: Range[] = [
  v4('0.0.0.0', 8),
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10),
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16),
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.0.2.0', 24),
  v4('192.88.99.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('198.51.100.0', 24),
  v4('203.0.113.0', 24),
  v4('224.0.0.0', 4),
  v4('240.0.0.0', 4),
];
const RESERVED_V6: Range[] = [
  v6('::', 127), // unspecified and loopback
  v6('64:ff9b:1::', 48),
  v6('100::', 64),
  v6('2001::', 23),
  v6('2001:db8::', 32),
  v6('fc00::', 7),
  v6('fe80::', 10),
  v6('ff00::', 8),
];

export function inRange(bytes: number[], [base, prefix]: Range): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const mask = 0x80 >> bit % 8;
    if ((bytes[bit >> 3]! & mask) !== (base[bit >> 3]! & mask)) return false;
  }
  return true;
}

/**
 * The address to look up for a country: the literal itself, or the IPv4 address an IPv4-mapped IPv6 literal
 * carries; undefined when it is not an address or is reserved (no country can own it).
 */
export function publicAddress(text: string): string | undefined {
  const four = ipv4Bytes(text);
  if (four) return RESERVED_V4.some((r) => inRange(four, r)) ? undefined : text;
  const six = ipv6Bytes(text);
  if (!six) return undefined;
  const mapped = six.slice(0, 10).every((b) => b === 0) && six[10] === 0xff && six[11] === 0xff;
  if (mapped) return publicAddress(six.slice(12).join('.'));
  return RESERVED_V6.some((r) => inRange(six, r)) ? undefined : text;
}
