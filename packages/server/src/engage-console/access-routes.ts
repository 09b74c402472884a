// The console's route guards: the credentials headers read into auth.ts's rules, refusals answered.
import type { Handler } from 'hono';
import type { Deps } from '../deps.js';
import type { EngageSite } from '../engage/model.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { notFound, refuse } from '../http/validation.js';
import { consoleUser, ownSite } from './auth.js';

type ConsoleHandler = (c: AppContext, sub: string) => Response | Promise<Response>;
type SiteHandler = (c: AppContext, site: EngageSite, sub: string) => Response | Promise<Response>;

const SITE_NOT_FOUND = notFound('site not found');

/** Runs `handler` for an authenticated console user. */
export function withConsoleUser(deps: Deps, handler: ConsoleHandler): Handler<AppEnv> {
  return async (c) => {
    const user = await consoleUser(deps, c.req.header('x-portal-key'), c.req.header('x-identity-sub'));
    if ('code' in user) return refuse(c, user);
    return handler(c, user.sub);
  };
}

/** Runs `handler` with the `:siteId` site when the console user owns it; any other site is "site not found". */
export function withOwnSite(deps: Deps, handler: SiteHandler): Handler<AppEnv> {
  return withConsoleUser(deps, (c, sub) => {
    const site = ownSite(deps, c.req.param('siteId') ?? '', sub);
    if (!site) return refuse(c, SITE_NOT_FOUND);
    return handler(c, site, sub);
  });
}
