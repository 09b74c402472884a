// IP addresses for every check of the server: the visitor context's ip (capture), the country lookup, webhook
// destinations (their literal hosts in the core, their resolved addresses in the Node adapter). Strict literal
// parsing comes first: ipaddr.js alone also takes forms such as `0x7f.1` or `010.0.0.1` that other software reads
// differently; ipaddr.js then does the range arithmetic.
import ipaddr from 'ipaddr.js';
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

/** The parsed address of a strict IPv4 or IPv6 literal (no zone id, no brackets), or undefined. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (isIPv4(text)) return ipaddr.IPv4.parse(text);
  if (isIPv6(text)) return ipaddr.IPv6.parse(text);
  return undefined;
}

/** The 16 bytes of an IPv6 literal, or undefined. */
export function ipv6Bytes(text: string): number[] | undefined {
  return isIPv6(text) ? ipaddr.IPv6.parse(text).toByteArray() : undefined;
}

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (every entry, reachable or not: loopback, private,
 * shared 100.64/10, link-local, documentation, benchmarking, protocol assignments, relays, reserved), plus the
 * multicast blocks and broadcast. Nested entries of the registries (192.0.0.8/32 in 192.0.0.0/24, 2001:1::1 in
 * 2001::/23) are covered by the block they sit in. None of them belongs to a country or may receive a webhook.
 */
const SPECIAL_PURPOSE = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '255.255.255.255/32',
  '::/96', // ::/128, ::1/128 and the deprecated IPv4-compatible ::/96
  '::ffff:0:0/96', // IPv4-mapped
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '100:0:0:1::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16',
  '2620:4f:8000::/48',
  '3fff::/20',
  '5f00::/16',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
].map((cidr) => ipaddr.parseCIDR(cidr));

/** Whether a parsed address is in a special-purpose block (IPv4-mapped IPv6 is: the whole of ::ffff:0:0/96 is). */
export function isSpecialPurpose(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return SPECIAL_PURPOSE.some((range) => range[0].kind() === address.kind() && address.match(range));
}

/** Whether `text` is a strict IP literal in a special-purpose block; false for anything that is not an address. */
export function isSpecialAddress(text: string): boolean {
  const address = parseAddress(text);
  return address !== undefined && isSpecialPurpose(address);
}

/**
 * The address to look up for a country: the literal itself, or the IPv4 address an IPv4-mapped IPv6 literal
 * carries; undefined when it is not an address or is special-purpose (no country can own it).
 */
export function publicAddress(text: string): string | undefined {
  const address = parseAddress(text);
  if (!address) return undefined;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    const four = (address as ipaddr.IPv6).toIPv4Address();
    return isSpecialPurpose(four) ? undefined : four.toString();
  }
  return isSpecialPurpose(address) ? undefined : text;
}
