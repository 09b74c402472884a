// Small helpers shared by the capture admin routes: website and environment lookups, boolean options.
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import type { Environment } from '../keys.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';

export function websiteOr404(c: AppContext, deps: Deps): Website | Response {
  const website = websitesTable(deps).get(c.req.param('websiteId') ?? '');
  return website ?? fail(c, 404, 'NOT_FOUND', 'website not found');
}

export function isEnvironment(value: unknown): value is Environment {
  return value === 'test' || value === 'live';
}

/** The required `environment` query parameter: the inbox scope is chosen before it opens. */
export function environmentParam(c: AppContext): Environment | Response {
  const environment = c.req.query('environment');
  return isEnvironment(environment)
    ? environment
    : fail(c, 400, 'VALIDATION_FAILED', 'environment must be "test" or "live"', { fields: ['environment'] });
}

/** An optional boolean option such as `force`; anything but true, false or absent is a 400. */
export function booleanOption(c: AppContext, body: Record<string, unknown>, name: string): boolean | Response {
  const value = body[name];
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : fail(c, 400, 'VALIDATION_FAILED', `${name} must be a boolean`, { fields: [name] });
}
