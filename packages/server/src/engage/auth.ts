// Key, site, origin, rate-limit and module checks shared by every Engage public endpoint except sdk.js.
import type { Deps } from '../deps.js';
import { visitorAddress } from '../http/client-address.js';
import type { AppContext } from '../http/env.js';
import { fail, keyVerificationUnavailable } from '../http/errors.js';
import type { LimitRule } from '../http/rate-limit.js';
import { enforceLimits, FIFTEEN_MINUTES, ONE_MINUTE, rulesPerKey } from '../http/rate-limit.js';
import type { ApiKeyRecord } from '../keys.js';
import type { FaultKind } from '../ports/faults.js';
import { markKeyUsed } from '../keys.js';
import { applyCors } from './cors.js';
import type { EngageSite } from './model.js';
import { sitesTable } from './model.js';

export type EngageModule = 'chat' | 'forms' | 'support';

export interface EngageCaller {
  site: EngageSite;
  key: ApiKeyRecord;
}

export const SITE_LIMIT = 120;
export const CHAT_LIMIT = 12;
export const SITE_LIMIT_MESSAGE = 'Too many requests, please try again later';
export const CHAT_LIMIT_MESSAGE = 'Too many chat messages, please slow down';

const siteRules = rulesPerKey((key: ApiKeyRecord): LimitRule[] => [
  { bucket: `engage:${key.id}`, limit: SITE_LIMIT, windowMs: FIFTEEN_MINUTES, message: SITE_LIMIT_MESSAGE },
]);

function limitRules(c: AppContext, deps: Deps, key: ApiKeyRecord, chat: boolean): LimitRule[] {
  if (!chat) return siteRules(key);
  return [
    ...siteRules(key),
    { bucket: `engage-chat:${key.id}:${visitorAddress(c, deps)}`, limit: CHAT_LIMIT, windowMs: ONE_MINUTE, message: CHAT_LIMIT_MESSAGE },
  ];
}

/**
 * Runs the checks in the order the service describes them. Returns the caller, or the refusal to send as is.
 * `module` is the switch the endpoint depends on (none for config); `chatTurn` adds the per-visitor chat limit.
 */
export async function authenticate(
  c: AppContext,
  deps: Deps,
  options: { module?: EngageModule; chatTurn?: boolean } = {},
): Promise<EngageCaller | Response> {
  applyCors(c);
  const unverifiable = deps.faults.consume(c.get('operationId'), 'key_verification_unavailable');
  if (unverifiable) return keyVerificationUnavailable(c, unverifiable.retryAfterMs);

  const plaintext = c.req.header('x-api-key');
  if (plaintext === undefined || plaintext.trim() === '') return fail(c, 401, 'MISSING_KEY', 'missing api key');
  const key = await deps.keys.verify(plaintext.trim());
  if (!key || key.status !== 'active' || key.family !== 'engage') {
    return fail(c, 401, 'INVALID_KEY', 'invalid or revoked engage key');
  }

  const site = sitesTable(deps).get(key.siteId);
  if (!site) return fail(c, 403, 'SITE_NOT_FOUND', 'engage site not found');
  // Injected faults answer exactly as the real condition would, after the checks that come before it.
  if (site.status !== 'active' || injected(c, deps, 'site_disabled')) return fail(c, 403, 'SITE_DISABLED', 'engage site is disabled');
  const origin = c.req.header('origin');
  if ((origin !== undefined && !site.allowedOrigins.includes(origin)) || injected(c, deps, 'origin_denied')) {
    return fail(c, 403, 'ORIGIN_NOT_ALLOWED', 'origin not allowed for this site');
  }

  const limited = enforceLimits(c, deps, limitRules(c, deps, key, options.chatTurn === true));
  if (limited) return limited;
  markKeyUsed(deps, key);

  if (options.module && (!site.modules[options.module] || injected(c, deps, 'module_disabled'))) {
    return fail(c, 403, 'MODULE_DISABLED', `the ${options.module} module is disabled for this site`);
  }
  return { site, key };
}

/** Whether a fault of `kind` is injected for this operation (one is consumed if so). */
function injected(c: AppContext, deps: Deps, kind: FaultKind): boolean {
  return deps.faults.consume(c.get('operationId'), kind) !== undefined;
}
