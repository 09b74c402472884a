// Raw visitor IPs are kept 30 days, then removed by a scheduled job; the derived country stays.
import type { Deps } from '../deps.js';
import { iso } from '../ports/clock.js';
import { submissionsTable } from './model.js';

export const IP_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the job looks; an address may outlive 30 days by at most this long. */
export const IP_RETENTION_CHECK_MS = 10 * 60 * 1000;

/** Removes every raw IP received 30 days or more before `now`; returns how many were removed. */
export function removeExpiredIps(deps: Pick<Deps, 'store'>, now: number): number {
  const table = submissionsTable(deps);
  const expired = table.filter((s) => s.context.ip !== undefined && Date.parse(s.receivedAt) + IP_RETENTION_MS <= now);
  for (const submission of expired) {
    table.update(submission.id, (s) => {
      const { ip: _removed, ...context } = s.context;
      return { ...s, context, ipRemovedAt: iso(now) };
    });
  }
  return expired.length;
}

export function registerIpRetention(deps: Deps): void {
  deps.scheduler.register({ name: 'capture.ip-retention', everyMs: IP_RETENTION_CHECK_MS, run: (now) => void removeExpiredIps(deps, now) });
}
