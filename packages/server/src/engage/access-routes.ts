// The caller checks of the Engage public endpoints over HTTP: CORS first (so refusals are readable by the widget),
// then the rules of auth.ts in the service's order, with the injected faults standing in at each step.
import type { Deps } from '../deps.js';
import { visitorAddress } from '../http/client-address.js';
import type { AppContext } from '../http/env.js';
import { injectedFault } from '../http/fault.js';
import { enforceLimits } from '../http/rate-limit.js';
import type { Refusal } from '../http/validation.js';
import { keyVerificationUnavailable } from '../http/validation.js';
import { markKeyUsed } from '../keys.js';
import type { FaultKind } from '../ports/faults.js';
import type { EngageCaller, EngageModule } from './auth.js';
import {
  callerOfKey,
  limitRules,
  moduleDisabled,
  moduleEnabled,
  ORIGIN_NOT_ALLOWED,
  originAllowed,
  SITE_DISABLED,
  siteActive,
} from './auth.js';
import { applyCors } from './cors-routes.js';

/**
 * Runs the checks in the order the service describes them. Returns the caller, or the refusal to answer with.
 * `module` is the switch the endpoint depends on (none for config); `chatTurn` adds the per-visitor chat limit.
 */
export async function authenticate(
  c: AppContext,
  deps: Deps,
  options: { module?: EngageModule; chatTurn?: boolean } = {},
): Promise<EngageCaller | Refusal> {
  applyCors(c);
  const unverifiable = injectedFault(c, deps, 'key_verification_unavailable');
  if (unverifiable) return keyVerificationUnavailable(unverifiable.retryAfterMs);

  const caller = await callerOfKey(deps, c.req.header('x-api-key'));
  if ('code' in caller) return caller;
  const { site, key } = caller;
  // Injected faults answer exactly as the real condition would, after the checks that come before it.
  if (!siteActive(site) || injected(c, deps, 'site_disabled')) return SITE_DISABLED;
  if (!originAllowed(site, c.req.header('origin')) || injected(c, deps, 'origin_denied')) return ORIGIN_NOT_ALLOWED;

  const limited = enforceLimits(c, deps, limitRules(key, options.chatTurn === true ? visitorAddress(c, deps) : undefined));
  if (limited) return limited;
  markKeyUsed(deps, key);

  if (options.module && (!moduleEnabled(site, options.module) || injected(c, deps, 'module_disabled'))) {
    return moduleDisabled(options.module);
  }
  return caller;
}

/** Whether a fault of `kind` is injected for this operation (one is consumed if so). */
function injected(c: AppContext, deps: Deps, kind: FaultKind): boolean {
  return injectedFault(c, deps, kind) !== undefined;
}
