// Webhook URL policy: HTTPS only, at most 400 characters, never a loopback, private or other special-purpose address
// (outside local development).
// Host names are not resolved here: the core is runtime-neutral and has no resolver, so only literal addresses and
// the reserved `localhost` names are recognised. The Node adapter's sender (node/webhook-sender.ts) resolves the
// name, checks every address with the same ranges (net/ip.ts) and connects to the address it checked.

import { limits } from '@svc/spec';
import { textLength } from '../http/text.js';
import { isSpecialAddress } from '../net/ip.js';

export const WEBHOOK_URL_MAX_LENGTH = limits.WebhookUrl.maxLength;

/**
 * How to allow a receiver on this machine or a private network: every refusal of such an address ends with it, so
 * the reader learns the switch where they meet the refusal.
 */
export const LOCAL_DEVELOPMENT_HINT =
  'for a receiver on this machine or a private network, start the server with --local-development (createReferenceServer({ localDevelopment: true }))';

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
    return {
      ok: false,
      reason: `webhookUrl must not point to a loopback or private address (or any other special-purpose address); ${LOCAL_DEVELOPMENT_HINT}`,
    };
  }
  if (parsed.protocol === 'http:' && !(local && localDevelopment)) {
    return { ok: false, reason: 'webhookUrl must be an HTTPS URL' };
  }
  return { ok: true, url };
}

/** Whether `hostname` (as WHATWG URL normalises it, IPv6 in brackets) is a `localhost` name or a special-purpose address. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isSpecialAddress(host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);
}
