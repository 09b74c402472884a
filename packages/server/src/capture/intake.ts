// POST /v1/capture (createCapture): CORS refusal, key, rate limit, body rules, sanitising, idempotency, storage, alert.
import { limits } from '@svc/spec';
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op, operation } from '../http/env.js';
import { replyJson } from '../http/reply.js';
import { afterCommit } from '../http/durable.js';
import { fail, keyVerificationUnavailable } from '../http/errors.js';
import { IDEMPOTENCY_CONFLICT_MESSAGE, Idempotency, idempotencyKeyOf } from '../http/idempotency.js';
import type { JsonRead } from '../http/json.js';
import { isJsonContentType, isPlainObject, readJson } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { enforceLimits, FIFTEEN_MINUTES, rulesPerKey } from '../http/rate-limit.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { markKeyUsed } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { GeoResult } from '../ports/geo.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import type { CaptureContext } from './context.js';
import { acceptContext } from './context.js';
import { deviceLabel } from './device.js';
import type { CaptureSite, Submission } from './model.js';
import { captureSiteOf, submissionsTable } from './model.js';
import { initialNotification, notifySubmission } from './notify.js';
import { CAPTURE_MAX_FIELDS, sanitiseFields } from './sanitise.js';

export const CAPTURE_RATE_LIMIT = 40;
export const CAPTURE_RATE_MESSAGE = 'Too many form submissions, please try again later';
export const MAX_FORM_LENGTH = limits.CaptureRequest.form.maxLength;
export const MAX_PAGE_LENGTH = limits.CaptureRequest.page.maxLength;

const OPERATION = 'createCapture';

export function registerCaptureIntake(app: Hono<AppEnv>, deps: Deps): void {
  const idempotency = new Idempotency(deps.store, deps.clock);

  // Calls must come from a server: a preflight is refused like the request it announces.
  app.options('/v1/capture', op(deps, 'preflightCapture'), (c) => corsDenied(c));

  app.post(
    '/v1/capture',
    operation(deps, OPERATION, async (c) => {
      if (c.req.header('origin') !== undefined || deps.faults.consume(OPERATION, 'origin_denied')) return corsDenied(c);
      const unverifiable = deps.faults.consume(OPERATION, 'key_verification_unavailable');
      if (unverifiable) return keyVerificationUnavailable(c, unverifiable.retryAfterMs);

      // The checks in the service's order; the only waits are the key's verification and the body's arrival.
      const plaintext = keyOf(c);
      if (!plaintext) return fail(c, 401, 'MISSING_KEY', 'missing service key');
      let verified: ApiKeyRecord | undefined;
      try {
        verified = await deps.keys.verify(plaintext);
      } catch {
        return keyVerificationUnavailable(c);
      }
      const auth = authorise(c, deps, verified);
      if (auth instanceof Response) return auth;
      const { key, website, site } = auth;

      const limited = enforceLimits(c, deps, captureRules(key));
      if (limited) return limited;

      const input = checkSubmission(c, await readJson(c), site);
      if (input instanceof Response) return input;
      const environment: Environment = key.environment ?? 'live';

      const idempotencyKey = idempotencyKeyOf(c);
      let id: string;
      if (idempotencyKey === undefined) {
        const stored = storeSubmission(deps, input, website, key, environment);
        id = (stored instanceof Promise ? await stored : stored).id;
      } else {
        // Scope: website and environment. Test and live are separate deployments with separate inboxes, so a
        // replay must never answer with a record of the other environment; a key on two websites gives two records.
        const scope = `${website.id}:${environment}`;
        const content = { form: input.form, page: input.page, fields: input.fields };
        const outcome = await idempotency.run(scope, idempotencyKey, content, async () => {
          const submission = await storeSubmission(deps, input, website, key, environment);
          return { resultId: submission.id };
        });
        if (outcome.kind === 'conflict') return fail(c, 409, 'IDEMPOTENCY_CONFLICT', IDEMPOTENCY_CONFLICT_MESSAGE);
        if (outcome.kind === 'replay') return replyJson(c, { success: true as const, id: outcome.resultId, duplicate: true as const }, 200);
        id = outcome.value.resultId;
      }

      // Stored and made durable first, then notified from the stored record: the answer is 201 whatever the provider does.
      afterCommit(c, () => notifySubmission(deps, id, OPERATION));
      return replyJson(c, { success: true as const, id }, 201);
    }),
  );
}

function corsDenied(c: AppContext): Response {
  return fail(c, 403, 'CORS_ORIGIN_DENIED', 'Not allowed by CORS');
}

interface Authenticated {
  key: ApiKeyRecord;
  website: Website;
  site: CaptureSite;
}

const captureRules = rulesPerKey((key: ApiKeyRecord) => [
  { bucket: `capture:${key.id}`, limit: CAPTURE_RATE_LIMIT, windowMs: FIFTEEN_MINUTES, message: CAPTURE_RATE_MESSAGE },
]);

/** X-Api-Key wins when both are sent (the contract says so); an empty one counts as not sent. */
function keyOf(c: AppContext): string | undefined {
  return c.req.header('x-api-key') || c.req.header('x-service-key');
}

/** What the verified key (or its absence) allows: the key's own checks, then the website's capture switch. */
function authorise(c: AppContext, deps: Deps, key: ApiKeyRecord | undefined): Authenticated | Response {
  if (!key || key.status !== 'active') return fail(c, 401, 'INVALID_KEY', 'invalid or revoked developer key');
  if (key.family !== 'capture') return fail(c, 403, 'KEY_NOT_ALLOWED', 'this key cannot capture form submissions');
  // A deployment calling with the key is using it even while the site is disabled: in-use protection counts it.
  markKeyUsed(deps, key);
  const website = websitesTable(deps).get(key.siteId);
  const site = captureSiteOf(website);
  if (!website || !site || site.status !== 'active' || deps.faults.consume(OPERATION, 'site_disabled')) {
    return fail(c, 403, 'SITE_NOT_ACTIVE', 'capture site is not active');
  }
  return { key, website, site };
}

interface SubmissionInput {
  form: string;
  page: string | null;
  fields: Record<string, string>;
  context: CaptureContext;
}

function fieldsRequired(c: AppContext): Response {
  return fail(c, 400, 'FIELDS_REQUIRED', 'fields are required', { fields: ['fields'] });
}

function checkSubmission(c: AppContext, body: JsonRead, site: CaptureSite): SubmissionInput | Response {
  // A form post (urlencoded, multipart) would otherwise be told "fields are required" with no hint why. JSON sent
  // under another type (fetch's text/plain default for a string body) is still read, as it always was.
  if (!body.ok && body.reason === 'invalid' && !isJsonContentType(c.req.header('content-type'))) {
    return fail(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json (the body is a JSON object with fields)');
  }
  if (!body.ok || !isPlainObject(body.value)) return fieldsRequired(c);
  const v = body.value;
  if (!isPlainObject(v.fields) || Object.keys(v.fields).length === 0) return fieldsRequired(c);

  // null is read as "not given"; an empty or blank form name falls back to the site's default form.
  if (v.form !== undefined && v.form !== null && typeof v.form !== 'string') {
    return fail(c, 400, 'VALIDATION_FAILED', 'form must be a string', { fields: ['form'] });
  }
  if (typeof v.form === 'string' && hasControlCharacters(v.form)) {
    return fail(c, 400, 'VALIDATION_FAILED', controlCharactersMessage('form'), { fields: ['form'] });
  }
  if (typeof v.form === 'string' && textLength(v.form) > MAX_FORM_LENGTH) {
    return fail(c, 400, 'VALIDATION_FAILED', `form must be at most ${MAX_FORM_LENGTH} characters`, { fields: ['form'] });
  }
  if (v.page !== undefined && v.page !== null && typeof v.page !== 'string') {
    return fail(c, 400, 'VALIDATION_FAILED', 'page must be a string', { fields: ['page'] });
  }
  if (typeof v.page === 'string' && textLength(v.page) > MAX_PAGE_LENGTH) {
    return fail(c, 400, 'VALIDATION_FAILED', `page must be at most ${MAX_PAGE_LENGTH} characters`, { fields: ['page'] });
  }

  const fields = sanitiseFields(v.fields, { maxFields: CAPTURE_MAX_FIELDS });
  if (Object.keys(fields).length === 0) return fieldsRequired(c);
  const form = typeof v.form === 'string' && v.form.trim() !== '' ? v.form.trim() : site.defaultForm;
  const page = typeof v.page === 'string' && v.page !== '' ? v.page : null;
  return { form, page, fields, context: acceptContext(v.context) };
}

const NO_COUNTRY: GeoResult = { country: null, countryCode: null };

/** Stores the submission; waits only for a country lookup, when the context gave an address. */
function storeSubmission(
  deps: Deps,
  input: SubmissionInput,
  website: Website,
  key: ApiKeyRecord,
  environment: Environment,
): Submission | Promise<Submission> {
  if (!input.context.ip) return saveSubmission(deps, input, website, key, environment, NO_COUNTRY);
  return lookupCountry(deps, input.context.ip).then((geo) => saveSubmission(deps, input, website, key, environment, geo));
}

function saveSubmission(
  deps: Deps,
  input: SubmissionInput,
  website: Website,
  key: ApiKeyRecord,
  environment: Environment,
  geo: GeoResult,
): Submission {
  const now = iso(deps.clock.now());
  const submission: Submission = {
    id: deps.ids.next('sub'),
    websiteId: website.id,
    environment,
    form: input.form,
    page: input.page,
    fields: input.fields,
    receivedAt: now,
    context: input.context,
    device: input.context.userAgent ? deviceLabel(input.context.userAgent) : null,
    country: geo.country,
    countryCode: geo.countryCode,
    ipRemovedAt: null,
    keyId: key.id,
    lead: { status: 'unread', assignee: null, updatedAt: now },
    notification: initialNotification(),
  };
  return submissionsTable(deps).set(submission);
}

/** Fails open: a lookup port that throws is treated like an address it cannot resolve. */
async function lookupCountry(deps: Deps, ip: string): Promise<GeoResult> {
  try {
    const result = await deps.geo.lookup(ip);
    return { country: result.country ?? null, countryCode: result.countryCode ?? null };
  } catch {
    return { country: null, countryCode: null };
  }
}
