// POST /v1/capture (createCapture) over HTTP: the CORS refusal, the key read and verified, the rules of intake.ts
// in the service's order with their refusals answered by http/validation.ts, the idempotent store, the alert after
// commit. Injected faults stand in here.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op, operation } from '../http/env.js';
import { replyJson } from '../http/reply.js';
import { afterCommit } from '../http/durable.js';
import { fail, keyVerificationUnavailable } from '../http/errors.js';
import { IDEMPOTENCY_CONFLICT_MESSAGE, Idempotency, idempotencyKeyOf } from '../http/idempotency.js';
import { readJson } from '../http/json.js';
import { enforceLimits } from '../http/rate-limit.js';
import { isRefusal, refuse } from '../http/validation.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { authorise, captureKeyOf, captureRules, checkSubmission, MISSING_KEY, SITE_NOT_ACTIVE, storeSubmission } from './intake.js';
import { notifySubmission } from './notify.js';
import { injectedFault } from '../http/fault.js';

const OPERATION = 'createCapture';

export function registerCaptureIntake(app: Hono<AppEnv>, deps: Deps): void {
  const idempotency = new Idempotency(deps.store, deps.clock);

  // Calls must come from a server: a preflight is refused like the request it announces.
  app.options('/v1/capture', op(deps, 'preflightCapture'), (c) => corsDenied(c));

  app.post(
    '/v1/capture',
    operation(deps, OPERATION, async (c) => {
      if (c.req.header('origin') !== undefined || injectedFault(c, deps, 'origin_denied', OPERATION)) return corsDenied(c);
      const unverifiable = injectedFault(c, deps, 'key_verification_unavailable', OPERATION);
      if (unverifiable) return keyVerificationUnavailable(c, unverifiable.retryAfterMs);

      // The checks in the service's order; the only waits are the key's verification and the body's arrival.
      const plaintext = captureKeyOf(c.req.header('x-api-key'), c.req.header('x-service-key'));
      if (!plaintext) return refuse(c, MISSING_KEY);
      let verified: ApiKeyRecord | undefined;
      try {
        verified = await deps.keys.verify(plaintext);
      } catch {
        return keyVerificationUnavailable(c);
      }
      const auth = authorise(deps, verified);
      if (isRefusal(auth)) return refuse(c, auth);
      // An injected site_disabled answers as a disabled site would, after the key's own checks.
      if (injectedFault(c, deps, 'site_disabled', OPERATION)) return refuse(c, SITE_NOT_ACTIVE);
      const { key, website, site } = auth;

      const limited = enforceLimits(c, deps, captureRules(key));
      if (limited) return limited;

      const input = checkSubmission(await readJson(c), c.req.header('content-type'), site);
      if (isRefusal(input)) return refuse(c, input);
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
