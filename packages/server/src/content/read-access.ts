// Who may read: the content key (401), its rate limit (429), then website, origin, Content switch, environment
// and draft requests (403). Everything is read from the store on every request, so revocation and disabling
// take effect on the next request. Plain values in, the key or a refusal out; access-routes.ts reads the request,
// counts the limit and stands in the injected faults between the checks.
import type { Deps } from '../deps.js';
import { FIFTEEN_MINUTES, rulesPerKey, TOO_MANY_REQUESTS } from '../http/rate-limit.js';
import type { Refusal } from '../http/validation.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { INVALID_KEY, isEnvironment, MISSING_KEY } from '../keys.js';
import type { Website } from '../websites.js';
import { asksForUnpublished, DRAFT_ACCESS_DENIED } from './published-only.js';

export const CONTENT_READS_PER_WINDOW = 600;

export interface ReadScope {
  key: ApiKeyRecord;
  website: Website;
  environment: Environment;
}

/** Why a read is refused: a {@link Refusal} with the status, code, message (and field) the contract gives. */
export interface ReadRefusal extends Refusal {
  readonly status: 400 | 401 | 403 | 404;
}

export const WRONG_SITE: ReadRefusal = { status: 403, code: 'WRONG_SITE', message: 'this key cannot read this website' };
export const WEBSITE_NOT_FOUND: ReadRefusal = { status: 404, code: 'NOT_FOUND', message: 'website not found' };
export const ORIGIN_NOT_ALLOWED: ReadRefusal = { status: 403, code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed for this site' };
export const CONTENT_DISABLED: ReadRefusal = {
  status: 403,
  code: 'CONTENT_DISABLED',
  message: 'content delivery is disabled for this site',
};
const BAD_ENVIRONMENT: ReadRefusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'environment must be test or live',
  fields: ['environment'],
};
const ENVIRONMENT_MISMATCH: ReadRefusal = { status: 403, code: 'ENVIRONMENT_MISMATCH', message: 'environment does not match the key' };

/** The rate limit a key's reads count against. */
export const readRules = rulesPerKey((key: ApiKeyRecord) => [
  { bucket: `content:${key.id}`, limit: CONTENT_READS_PER_WINDOW, windowMs: FIFTEEN_MINUTES, message: TOO_MANY_REQUESTS },
]);

/** A content key: it always names its environment. */
export type ContentKey = ApiKeyRecord & { environment: Environment };

/** The active content key `plaintext` names; an engage or capture key, a webhook secret or a revoked key never reads. */
export async function contentKeyOf(deps: Pick<Deps, 'keys'>, plaintext: string | undefined): Promise<ContentKey | ReadRefusal> {
  if (!plaintext) return MISSING_KEY.content;
  const key = await deps.keys.verify(plaintext);
  if (!key || key.status !== 'active' || key.family !== 'content' || !isEnvironment(key.environment)) return INVALID_KEY.content;
  return key as ContentKey;
}

/** The website a key may read at `siteId`, or why not: the key is another site's, or there is no such website. */
export function readableWebsite(key: ApiKeyRecord, siteId: string, website: Website | undefined): Website | ReadRefusal {
  if (key.siteId !== siteId) return WRONG_SITE;
  return website ?? WEBSITE_NOT_FOUND;
}

/** Whether a browser on `origin` may read the website; a read without an Origin (a server) may. */
export function originAllowed(website: Website, origin: string | undefined): boolean {
  return origin === undefined || isAllowedOrigin(website, origin);
}

export function isAllowedOrigin(website: Website, origin: string): boolean {
  return website.content.allowedOrigins.includes(origin);
}

/** Whether the website delivers content at all. */
export function contentEnabled(website: Website): boolean {
  return website.content.enabled !== false;
}

/** What the read's query asks for, as sent. */
export interface ReadQuery {
  environment: string | undefined;
  draft: string | undefined;
  preview: string | undefined;
  status: string | undefined;
}

/**
 * Why the query is refused, or undefined: an environment other than test or live, another environment than the
 * key's, or a request for unpublished content (`draft` or `preview` unless false, `status` other than published).
 */
export function queryRefusal(key: ApiKeyRecord, query: ReadQuery): ReadRefusal | undefined {
  const requested = query.environment;
  if (requested !== undefined && !isEnvironment(requested)) return BAD_ENVIRONMENT;
  if (requested !== undefined && requested !== key.environment) return ENVIRONMENT_MISMATCH;
  if (asksForUnpublished(query)) return DRAFT_ACCESS_DENIED;
  return undefined;
}
