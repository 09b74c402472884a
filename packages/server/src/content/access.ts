// Who may change content, checked from stored records: website management for anything, and publishing access
// for a change that reaches Live (a schema shared with Live, or what Live serves), whatever environment is viewed.
import type { WebsiteRole } from '../websites.js';
import { hasRole } from '../websites.js';
import type { Website } from '../websites.js';
import { ContentProblem } from './model.js';

/** Throws 401 without an identity and 403 FORBIDDEN when the member lacks a role the change needs. */
export function requireChangeAccess(website: Website, sub: string | undefined, reachesLive: boolean, liveReason: string): void {
  if (!sub) throw new ContentProblem(401, 'MISSING_CREDENTIALS', 'X-Identity-Sub is required to change content');
  const needed: WebsiteRole[] = reachesLive ? ['manage', 'publish'] : ['manage'];
  const missing = needed.filter((role) => !hasRole(website, sub, role));
  if (missing.length === 0) return;
  const why = reachesLive ? ` (${liveReason})` : '';
  throw new ContentProblem(403, 'FORBIDDEN', `this change needs the ${missing.join(' and ')} role${missing.length > 1 ? 's' : ''}${why}`);
}
