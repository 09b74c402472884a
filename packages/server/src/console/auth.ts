// Console authentication (X-Portal-Key + X-Identity-Sub) and owner isolation: other owners' sites are 404.
import type { Handler } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { textLength } from '../http/text.js';
import type { EngageSite } from '../engage/model.js';
import { sitesTable } from '../engage/model.js';
import { isPortalKey } from './portal-keys.js';

export const MAX_SUB_LENGTH = 200;

type ConsoleHandler = (c: AppContext, sub: string) => Response | Promise<Response>;
type SiteHandler = (c: AppContext, site: EngageSite, sub: string) => Response | Promise<Response>;

/** Runs `handler` for an authenticated console user. */
export function withConsoleUser(deps: Deps, handler: ConsoleHandler): Handler<AppEnv> {
  return async (c) => {
    const portalKey = c.req.header('x-portal-key');
    const sub = c.req.header('x-identity-sub');
    if (!portalKey || !sub) return fail(c, 401, 'MISSING_CREDENTIALS', 'missing portal credentials');
    if (!(await isPortalKey(deps, portalKey)) || textLength(sub) > MAX_SUB_LENGTH) {
      return fail(c, 401, 'INVALID_CREDENTIALS', 'invalid portal credentials');
    }
    return handler(c, sub);
  };
}

/** Runs `handler` with the `:siteId` site when the console user owns it; any other site is "site not found". */
export function withOwnSite(deps: Deps, handler: SiteHandler): Handler<AppEnv> {
  return withConsoleUser(deps, (c, sub) => {
    const site = sitesTable(deps).get(c.req.param('siteId') ?? '');
    if (!site || site.ownerSub !== sub) return fail(c, 404, 'NOT_FOUND', 'site not found');
    return handler(c, site, sub);
  });
}
