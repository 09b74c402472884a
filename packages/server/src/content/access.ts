// Who may change content, checked from stored records: website management for anything, and publishing access
// for a change that reaches Live (a schema shared with Live, or what Live serves), whatever environment is viewed.
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal } from '../http/validation.js';
import type { Website, WebsiteRole } from '../websites.js';
import { hasRole } from '../websites.js';
import { websiteOf } from './collections.js';

/**
 * 401 without an identity, 403 FORBIDDEN when the member lacks a role the change needs; undefined when allowed.
 * `reachesLive`: why the change reaches Live (it then needs publishing access too), undefined when it does not.
 */
export function changeRefusal(website: Website, sub: string | undefined, reachesLive?: string): Refusal | undefined {
  if (!sub) return { status: 401, code: 'MISSING_CREDENTIALS', message: 'X-Identity-Sub is required to change content' };
  const needed: WebsiteRole[] = reachesLive !== undefined ? ['manage', 'publish'] : ['manage'];
  const missing = needed.filter((role) => !hasRole(website, sub, role));
  if (missing.length === 0) return undefined;
  const why = reachesLive !== undefined ? ` (${reachesLive})` : '';
  return {
    status: 403,
    code: 'FORBIDDEN',
    message: `this change needs the ${missing.join(' and ')} role${missing.length > 1 ? 's' : ''}${why}`,
  };
}

/** The website whose keys or settings `sub` may manage, or why not (404 website, 401, 403). */
export function managedWebsite(deps: Pick<Deps, 'store'>, websiteId: string, sub: string | undefined): Website | Refusal {
  const website = websiteOf(deps, websiteId);
  if (isRefusal(website)) return website;
  return changeRefusal(website, sub) ?? website;
}
