// What the capture admin rules share: the website a path names, the environment scope and boolean options. The
// rules take plain values and return a value or a Refusal (http/validation.ts); capture/admin-routes.ts answers it.
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { Environment } from '../keys.js';
import { isEnvironment } from '../keys.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';

export const ENVIRONMENT_MESSAGE = 'environment must be "test" or "live"';

/** The website `websiteId` names, or 404 NOT_FOUND. */
export function findWebsite(deps: Pick<Deps, 'store'>, websiteId: string): Website | Refusal {
  return websitesTable(deps).get(websiteId) ?? { status: 404, code: 'NOT_FOUND', message: 'website not found' };
}

/** An `environment` value as sent (query or body): "test" or "live", anything else (absence included) is refused. */
export function readEnvironment(value: unknown): Environment | Refusal {
  return isEnvironment(value) ? value : invalid(ENVIRONMENT_MESSAGE, ['environment']);
}

/** An optional boolean option such as `force`: absent is false; anything but true or false is refused. */
export function readBooleanOption(body: Record<string, unknown>, name: string): boolean | Refusal {
  const value = body[name];
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : invalid(`${name} must be a boolean`, [name]);
}
