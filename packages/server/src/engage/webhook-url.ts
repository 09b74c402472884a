// Webhook URL policy: HTTPS only, at most 400 characters, never a loopback or private host (outside local development).
// Hostnames are not DNS-resolved here: the core is runtime-neutral and has no resolver, so only literal
// addresses and the reserved `localhost` names can be recognised; a deployment that needs more must resolve
// and re-check before connecting.

export const WEBHOOK_URL_MAX_LENGTH = 400;

export type WebhookUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** Whether `url` may receive webhooks. `localDevelopment` allows loopback/private hosts, over http too. */
export function checkWebhookUrl(url: unknown, localDevelopment: boolean): WebhookUrlCheck {
  if (typeof url !== 'string' || url.length === 0) return { ok: false, reason: 'webhookUrl must be an HTTPS URL or null' };
  if (url.length > WEBHOOK_URL_MAX_LENGTH) {
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
    return { ok: false, reason: 'webhookUrl must not point to a loopback or private address' };
  }
  if (parsed.protocol === 'http:' && !(local && localDevelopment)) {
    return { ok: false, reason: 'webhookUrl must be an HTTPS URL' };
  }
  return { ok: true, url };
}

/** Loopback, private, link-local or unspecified: `hostname` as WHATWG URL normalises it (IPv6 in brackets). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isLocalIpv6(host.slice(1, -1));
  const v4 = parseIpv4(host);
  return v4 !== undefined && isLocalIpv4(v4);
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : undefined;
}

function isLocalIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // 0.0.0.0/8 ("this host")
    a === 127 ||
    a === 10 ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
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

function isLocalIpv6(text: string): boolean {
  const g = parseIpv6(text);
  if (!g) return false;
  const zeroPrefix = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroPrefix(7) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d) forms of a local IPv4 address.
  if (zeroPrefix(5) && (g[5] === 0xffff || g[5] === 0)) {
    return isLocalIpv4([g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff]);
  }
  return false;
}
