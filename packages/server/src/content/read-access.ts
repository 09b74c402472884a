// Who may read: the content key (401), its rate limit (429), then website, origin, Content switch, environment
// and draft requests (403). Everything is read from the store on every request, so revocation and disabling
// take effect on the next request.
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail, keyVerificationUnavailable } from '../http/errors.js';
import { enforceLimits, FIFTEEN_MINUTES, rulesPerKey } from '../http/rate-limit.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { markKeyUsed } from '../keys.js';
import type { FaultKind } from '../ports/faults.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import { allowOrigin, isAllowedOrigin } from './cors.js';
import { isEnvironment } from './model.js';

export const CONTENT_READS_PER_WINDOW = 600;
export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later';

export interface ReadScope {
  key: ApiKeyRecord;
  website: Website;
  environment: Environment;
}

const readRules = rulesPerKey((key: ApiKeyRecord) => [
  { bucket: `content:${key.id}`, limit: CONTENT_READS_PER_WINDOW, windowMs: FIFTEEN_MINUTES, message: RATE_LIMIT_MESSAGE },
]);

/** A query parameter asking for unpublished content: `draft` or `preview` unless false, `status` other than published. */
function asksForDrafts(c: AppContext): boolean {
  const status = c.req.query('status');
  return !off(c.req.query('draft')) || !off(c.req.query('preview')) || (status !== undefined && status !== 'published');
}

const off = (v: string | undefined): boolean => v === undefined || v === 'false' || v === '0';

/** The verified read scope, or the error response. */
export async function authorizeRead(c: AppContext, deps: Deps, siteId: string): Promise<ReadScope | Response> {
  const origin = c.req.header('origin');
  const pathWebsite = websitesTable(deps).get(siteId);
  if (origin && pathWebsite && isAllowedOrigin(pathWebsite, origin)) allowOrigin(c, origin);

  const unverifiable = deps.faults.consume(c.get('operationId'), 'key_verification_unavailable');
  if (unverifiable) return keyVerificationUnavailable(c, unverifiable.retryAfterMs);
  const plaintext = c.req.header('x-api-key');
  if (!plaintext) return fail(c, 401, 'MISSING_KEY', 'missing api key');
  const key = await deps.keys.verify(plaintext);
  // An engage or capture key, a webhook secret or a revoked key never reads content.
  if (!key || key.status !== 'active' || key.family !== 'content' || !isEnvironment(key.environment)) {
    return fail(c, 401, 'INVALID_KEY', 'invalid or revoked content key');
  }
  markKeyUsed(deps, key);
  const limited = enforceLimits(c, deps, readRules(key));
  if (limited) return limited;

  if (key.siteId !== siteId) return fail(c, 403, 'WRONG_SITE', 'this key cannot read this website');
  const website = pathWebsite;
  if (!website) return fail(c, 404, 'NOT_FOUND', 'website not found');
  if ((origin !== undefined && !isAllowedOrigin(website, origin)) || injected(c, deps, 'origin_denied')) {
    return fail(c, 403, 'ORIGIN_NOT_ALLOWED', 'origin not allowed for this site');
  }
  if (website.content.enabled === false || injected(c, deps, 'site_disabled')) {
    return fail(c, 403, 'CONTENT_DISABLED', 'content delivery is disabled for this site');
  }

  const requested = c.req.query('environment');
  if (requested !== undefined && !isEnvironment(requested)) {
    return fail(c, 400, 'VALIDATION_FAILED', 'environment must be test or live', { fields: ['environment'] });
  }
  if (requested !== undefined && requested !== key.environment) {
    return fail(c, 403, 'ENVIRONMENT_MISMATCH', 'environment does not match the key');
  }
  if (asksForDrafts(c)) return fail(c, 403, 'DRAFT_ACCESS_DENIED', 'drafts are never delivered');
  return { key, website, environment: key.environment };
}

/** Whether a fault of `kind` is injected for this operation (one is consumed if so). */
function injected(c: AppContext, deps: Deps, kind: FaultKind): boolean {
  return deps.faults.consume(c.get('operationId'), kind) !== undefined;
}
