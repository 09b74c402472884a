// Console authentication (X-Portal-Key + X-Identity-Sub) and owner isolation: other owners' sites are not found.
// Plain values in, the user or a refusal out; access-routes.ts reads the headers and answers.
import type { Deps } from '../deps.js';
import type { EngageSite } from '../engage/model.js';
import { sitesTable } from '../engage/model.js';
import { textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { isPortalKey } from './portal-keys.js';

export const MAX_SUB_LENGTH = 200;

/** Why console credentials are refused: a {@link Refusal}, always a 401. */
export interface ConsoleRefusal extends Refusal {
  readonly status: 401;
  readonly code: 'MISSING_CREDENTIALS' | 'INVALID_CREDENTIALS';
}

export const MISSING_CREDENTIALS: ConsoleRefusal = { status: 401, code: 'MISSING_CREDENTIALS', message: 'missing portal credentials' };
export const INVALID_CREDENTIALS: ConsoleRefusal = { status: 401, code: 'INVALID_CREDENTIALS', message: 'invalid portal credentials' };

/** The console user (their `sub`) the credentials prove, or why not: missing, or not a portal key / too long a sub. */
export async function consoleUser(
  deps: Pick<Deps, 'store'>,
  portalKey: string | undefined,
  sub: string | undefined,
): Promise<{ sub: string } | ConsoleRefusal> {
  if (!portalKey || !sub) return MISSING_CREDENTIALS;
  if (!(await isPortalKey(deps, portalKey)) || textLength(sub) > MAX_SUB_LENGTH) {
    return INVALID_CREDENTIALS;
  }
  return { sub };
}

/** The site `siteId` when `sub` owns it; any other owner's site is as unknown as a missing one. */
export function ownSite(deps: Pick<Deps, 'store'>, siteId: string, sub: string): EngageSite | undefined {
  const site = sitesTable(deps).get(siteId);
  return site && site.ownerSub === sub ? site : undefined;
}
