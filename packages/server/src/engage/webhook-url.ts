// Webhook URL policy: HTTPS only, at most 400 characters, never a loopback, private or other special-purpose address
// (outside local development).
// Hostnames are not DNS-resolved here: the core is runtime-neutral and has no resolver, so only literal
// addresses and the reserved `localhost` names can be recognised; a deployment that needs more must resolve
// and re-check before connecting.

import { textLength } from '../http/text.js';

export const WEBHOOK_URL_MAX_LENGTH = 400;

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** Whether `url` may receive webhooks. `localDevelopment` allows loopback/private hosts, over http too. */
export function checkWebhookUrl(url: unknown, localDevelopment: boolean): WebhookUrlCheck {
  if (typeof url !== 'string' || url.length === 0) return { ok: false, reason: 'webhookUrl must be an HTTPS URL or null' };
  if (textLength(url) > WEBHOOK_URL_MAX_LENGTH) {
    return { ok: false, reason: `webhookUrl must be at most ${WEBHOOK_URL_MAX_LENGTH} characters` };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'webhookUrl must be an absolute HTTPS URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { ok: false, reason: 'webhookUrl must be an HTTPS URL' };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, reason: 'webhookUrl must not carry credentials' };
  }
  const local = isLocalHost(parsed.hostname);
  if (local && !localDevelopment) {
    return { ok: false, reason: 'webhookUrl must not point to a loopback or private address (or any other special-purpose address)' };
  }
  if (parsed.protocol === 'http:' && !(local && localDevelopment)) {
    return { ok: false, reason: 'webhookUrl must be an HTTPS URL' };
  }
  return { ok: true, url };
}

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries (every entry, reachable or not: loopback, private,
 * shared 100.64/10, link-local, documentation, benchmarking, protocol assignments, relays, reserved), plus the
 * multicast blocks. Nested entries of the registries (192.0.0.8/32 in 192.0.0.0/24, 2001:1::1 in 2001::/23) are
 * covered by the block they sit in.
 */
const SPECIAL_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.31.196.0', 24], ['192.52.193.0', 24], ['192.88.99.0', 24],
  ['192.168.0.0', 16], ['192.175.48.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4], ['255.255.255.255', 32],
];
const SPECIAL_IPV6: ReadonlyArray<readonly [string, number]> = [
  ['::', 96], // ::/128, ::1/128 and the deprecated IPv4-compatible ::/96
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['100:0:0:1::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['2620:4f:8000::', 48], ['3fff::', 20], ['5f00::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
];

const ipv4Value = (bytes: number[]): number => ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
const ipv6Value = (groups: number[]): bigint => groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);

const V4_BLOCKS = SPECIAL_IPV4.map(([net, bits]) => ({ net: ipv4Value(parseIpv4(net)!), mask: bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0 }));
const V6_BLOCKS = SPECIAL_IPV6.map(([net, bits]) => ({ net: ipv6Value(parseIpv6(net)!), mask: ((1n << BigInt(bits)) - 1n) << BigInt(128 - bits) }));

/** Whether `hostname` (as WHATWG URL normalises it, IPv6 in brackets) is a `localhost` name or a special-purpose address. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) {
    const v6 = parseIpv6(host.slice(1, -1));
    return v6 !== undefined && isSpecialIpv6(v6);
  }
  const v4 = parseIpv4(host);
  return v4 !== undefined && isSpecialIpv4(v4);
}

function isSpecialIpv4(bytes: number[]): boolean {
  const value = ipv4Value(bytes);
  return V4_BLOCKS.some((b) => ((value & b.mask) >>> 0) === b.net);
}

function isSpecialIpv6(groups: number[]): boolean {
  const value = ipv6Value(groups);
  return V6_BLOCKS.some((b) => (value & b.mask) === b.net);
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : undefined;
}

/** Eight 16-bit groups, or undefined when the text is not an IPv6 literal. */
function parseIpv6(text: string): number[] | undefined {
  let body = text;
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]!);
    if (!v4) return undefined;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    body = `${body.slice(0, dotted.index)}:`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string): number[] | undefined => {
    if (s === '' || s === ':') return [];
    const list = s.replace(/^:|:$/g, '').split(':');
    if (list.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return undefined;
    return list.map((g) => parseInt(g, 16));
  };
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !rest) return undefined;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 && known !== 8) return undefined;
  if (known > 8) return undefined;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
}
