// Who calls an Engage public endpoint, checked in the order the service describes: the key, the site, the origin,
// the rate limits, the module. Plain values in, the caller or a refusal out; access-routes.ts reads the request,
// answers refusals and stands in the injected faults between the checks.
import type { Deps } from '../deps.js';
import type { LimitRule } from '../http/rate-limit.js';
import { FIFTEEN_MINUTES, ONE_MINUTE, rulesPerKey, TOO_MANY_REQUESTS } from '../http/rate-limit.js';
import type { Refusal } from '../http/validation.js';
import type { ApiKeyRecord } from '../keys.js';
import { INVALID_KEY, MISSING_KEY } from '../keys.js';
import type { EngageSite } from './model.js';
import { sitesTable } from './model.js';

export type EngageModule = 'chat' | 'forms' | 'support';

export interface EngageCaller {
  site: EngageSite;
  key: ApiKeyRecord;
}

/** Why a caller is refused: a {@link Refusal} with the status, code and message the contract gives. */
export interface CallerRefusal extends Refusal {
  readonly status: 401 | 403;
}

export const SITE_LIMIT = 120;
export const CHAT_LIMIT = 12;
export const CHAT_LIMIT_MESSAGE = 'Too many chat messages, please slow down';

export const SITE_NOT_FOUND: CallerRefusal = { status: 403, code: 'SITE_NOT_FOUND', message: 'engage site not found' };
export const SITE_DISABLED: CallerRefusal = { status: 403, code: 'SITE_DISABLED', message: 'engage site is disabled' };
export const ORIGIN_NOT_ALLOWED: CallerRefusal = { status: 403, code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed for this site' };

/** The refusal of a call to a switched-off module. */
export function moduleDisabled(module: EngageModule): CallerRefusal {
  return { status: 403, code: 'MODULE_DISABLED', message: `the ${module} module is disabled for this site` };
}

/** The caller a key names: an active Engage key and its site, or why not (no key, unknown or revoked, no site). */
export async function callerOfKey(
  deps: Pick<Deps, 'keys' | 'store'>,
  plaintext: string | undefined,
): Promise<EngageCaller | CallerRefusal> {
  if (plaintext === undefined || plaintext.trim() === '') return MISSING_KEY.engage;
  const key = await deps.keys.verify(plaintext.trim());
  if (!key || key.status !== 'active' || key.family !== 'engage') return INVALID_KEY.engage;
  const site = sitesTable(deps).get(key.siteId);
  if (!site) return SITE_NOT_FOUND;
  return { site, key };
}

/** Whether the site answers at all: a disabled site refuses every call. */
export function siteActive(site: EngageSite): boolean {
  return site.status === 'active';
}

/** Whether a browser on `origin` may call the site; a call without an Origin (a server) may. */
export function originAllowed(site: EngageSite, origin: string | undefined): boolean {
  return origin === undefined || site.allowedOrigins.includes(origin);
}

/** Whether the site has the module switched on. */
export function moduleEnabled(site: EngageSite, module: EngageModule): boolean {
  return site.modules[module];
}

const siteRules = rulesPerKey((key: ApiKeyRecord): LimitRule[] => [
  { bucket: `engage:${key.id}`, limit: SITE_LIMIT, windowMs: FIFTEEN_MINUTES, message: TOO_MANY_REQUESTS },
]);

/** The rate limits a call counts against: the key's, and for a chat turn the visitor address's on that key too. */
export function limitRules(key: ApiKeyRecord, chatTurnFrom: string | undefined): LimitRule[] {
  if (chatTurnFrom === undefined) return siteRules(key);
  return [
    ...siteRules(key),
    { bucket: `engage-chat:${key.id}:${chatTurnFrom}`, limit: CHAT_LIMIT, windowMs: ONE_MINUTE, message: CHAT_LIMIT_MESSAGE },
  ];
}
