// The Content API's read checks over HTTP: CORS for an allowed origin first (so refusals are readable), then the
// rules of read-access.ts in order, the key's rate limit counted, the injected faults standing in at each step.
import { EXPOSED_HEADERS, preflightHeaders } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { injectedFault } from '../http/fault.js';
import { enforceLimits } from '../http/rate-limit.js';
import { setHeader } from '../http/reply.js';
import type { Refusal } from '../http/validation.js';
import { keyVerificationUnavailable } from '../http/validation.js';
import { markKeyUsed } from '../keys.js';
import type { FaultKind } from '../ports/faults.js';
import { websitesTable } from '../websites.js';
import type { ReadScope } from './read-access.js';
import {
  CONTENT_DISABLED,
  contentEnabled,
  contentKeyOf,
  isAllowedOrigin,
  ORIGIN_NOT_ALLOWED,
  originAllowed,
  queryRefusal,
  readableWebsite,
  readRules,
} from './read-access.js';

/** CORS headers for an origin the website allows, so a browser can read the answer (errors included). */
export function allowOrigin(c: AppContext, origin: string): void {
  setHeader(c, 'access-control-allow-origin', origin);
  setHeader(c, 'access-control-expose-headers', EXPOSED_HEADERS);
}

/**
 * Preflights carry no key, so they are answered for any origin; the real request is still checked
 * (key, website and origin allow-list) before anything is read.
 */
export function preflight(c: AppContext): Response {
  const origin = c.req.header('origin');
  if (origin) c.header('Access-Control-Allow-Origin', origin);
  // The contract's preflight answer (X-Svc-Retry-Count: the svc clients count retries in it, so a retried browser
  // read passes the preflight); the entry path and the list path answer alike.
  const answer = preflightHeaders['/v1/content/{siteId}/{collection}'];
  c.header('Access-Control-Allow-Methods', answer['Access-Control-Allow-Methods']);
  c.header('Access-Control-Allow-Headers', answer['Access-Control-Allow-Headers']);
  c.header('Access-Control-Max-Age', answer['Access-Control-Max-Age']);
  return c.body(null, 204);
}

/** The verified read scope, or the refusal to answer with. */
export async function authorizeRead(c: AppContext, deps: Deps, siteId: string): Promise<ReadScope | Refusal> {
  const origin = c.req.header('origin');
  const pathWebsite = websitesTable(deps).get(siteId);
  if (origin && pathWebsite && isAllowedOrigin(pathWebsite, origin)) allowOrigin(c, origin);

  const unverifiable = injectedFault(c, deps, 'key_verification_unavailable');
  if (unverifiable) return keyVerificationUnavailable(unverifiable.retryAfterMs);
  const key = await contentKeyOf(deps, c.req.header('x-api-key'));
  if ('code' in key) return key;
  markKeyUsed(deps, key);
  const limited = enforceLimits(c, deps, readRules(key));
  if (limited) return limited;

  const website = readableWebsite(key, siteId, pathWebsite);
  if ('code' in website) return website;
  if (!originAllowed(website, origin) || injected(c, deps, 'origin_denied')) return ORIGIN_NOT_ALLOWED;
  if (!contentEnabled(website) || injected(c, deps, 'site_disabled')) return CONTENT_DISABLED;

  const refused = queryRefusal(key, {
    environment: c.req.query('environment'),
    draft: c.req.query('draft'),
    preview: c.req.query('preview'),
    status: c.req.query('status'),
  });
  if (refused) return refused;
  return { key, website, environment: key.environment };
}

/** Whether a fault of `kind` is injected for this operation (one is consumed if so). */
function injected(c: AppContext, deps: Deps, kind: FaultKind): boolean {
  return injectedFault(c, deps, kind) !== undefined;
}
