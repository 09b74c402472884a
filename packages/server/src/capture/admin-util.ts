// What the capture admin rules share: their typed refusal, the website a path names, the environment scope and
// boolean options. The rules take plain values and return a value or a Refused; capture/admin-routes.ts answers it.
import type { Deps } from '../deps.js';
import type { Problem } from '../http/validation.js';
import type { Environment } from '../keys.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';

/** The statuses a capture admin rule refuses with. */
export type RefusalStatus = 400 | 403 | 404 | 409;

/**
 * Why a capture admin rule did not do what was asked. Input it cannot take carries `problems` (one per property at
 * fault), answered as 400 VALIDATION_FAILED by http/validation.ts; any other refusal carries its own status and code.
 */
export class Refused {
  private constructor(
    readonly status: RefusalStatus,
    readonly code: string,
    readonly message: string,
    readonly fields: readonly string[] | undefined,
    readonly problems: readonly Problem[] | undefined,
  ) {}

  /** Input the rule cannot take: the property at fault and what to do about it. */
  static invalid(field: string, message: string): Refused {
    return new Refused(400, 'VALIDATION_FAILED', message, [field], [{ field, message }]);
  }

  /** A refusal with its own status and code (not found, forbidden, a conflict, a code of its own). */
  static as(status: RefusalStatus, code: string, message: string, fields?: readonly string[]): Refused {
    return new Refused(status, code, message, fields, undefined);
  }
}

export const ENVIRONMENT_MESSAGE = 'environment must be "test" or "live"';

/** The website `websiteId` names, or 404 NOT_FOUND. */
export function findWebsite(deps: Pick<Deps, 'store'>, websiteId: string): Website | Refused {
  return websitesTable(deps).get(websiteId) ?? Refused.as(404, 'NOT_FOUND', 'website not found');
}

export function isEnvironment(value: unknown): value is Environment {
  return value === 'test' || value === 'live';
}

/** An `environment` value as sent (query or body): "test" or "live", anything else (absence included) is refused. */
export function readEnvironment(value: unknown): Environment | Refused {
  return isEnvironment(value) ? value : Refused.invalid('environment', ENVIRONMENT_MESSAGE);
}

/** An optional boolean option such as `force`: absent is false; anything but true or false is refused. */
export function readBooleanOption(body: Record<string, unknown>, name: string): boolean | Refused {
  const value = body[name];
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : Refused.invalid(name, `${name} must be a boolean`);
}
