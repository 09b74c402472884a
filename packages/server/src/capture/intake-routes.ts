// POST /v1/capture (createCapture) over HTTP: the CORS refusal, the key read and verified, the rules of intake.ts
// in the service's order with their refusals answered by http/validation.ts, the idempotent store, the alert after
// commit. Injected faults stand in here.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { afterCommit } from '../http/durable.js';
import type { AppEnv } from '../http/env.js';
import { op, operation } from '../http/env.js';
import type { FaultAt } from '../http/fault.js';
import { injectedFaultAt } from '../http/fault.js';
import { Idempotency, idempotencyKeyOf } from '../http/idempotency.js';
import { readJson } from '../http/json.js';
import { enforceLimits } from '../http/rate-limit.js';
import { replyJson } from '../http/reply.js';
import { isRefusal, keyVerificationUnavailable, refuse } from '../http/validation.js';
import type { ApiKeyRecord } from '../keys.js';
import { MISSING_KEY } from '../keys.js';
import { captureAnswer, storeCaptureOnce } from './capture-idempotency.js';
import { authorizeCapture, CORS_ORIGIN_DENIED, captureKeyOf, captureRules, checkSubmission, SITE_NOT_ACTIVE } from './intake.js';
import { notifySubmission } from './notify.js';

const OPERATION = 'createCapture';
/** The faults that stand in here, named once for the route's operation. */
const ORIGIN_DENIED: FaultAt = { operation: OPERATION, kind: 'origin_denied' };
const KEY_VERIFICATION_UNAVAILABLE: FaultAt = { operation: OPERATION, kind: 'key_verification_unavailable' };
const SITE_DISABLED: FaultAt = { operation: OPERATION, kind: 'site_disabled' };

export function registerCaptureIntake(app: Hono<AppEnv>, deps: Deps): void {
  const idempotency = new Idempotency(deps.store, deps.clock);

  // Calls must come from a server: a preflight is refused like the request it announces.
  app.options('/v1/capture', op(deps, 'preflightCapture'), (c) => refuse(c, CORS_ORIGIN_DENIED));

  app.post(
    '/v1/capture',
    operation(deps, OPERATION, async (c) => {
      if (c.req.header('origin') !== undefined || injectedFaultAt(c, deps, ORIGIN_DENIED)) return refuse(c, CORS_ORIGIN_DENIED);
      const unverifiable = injectedFaultAt(c, deps, KEY_VERIFICATION_UNAVAILABLE);
      if (unverifiable) return refuse(c, keyVerificationUnavailable(unverifiable.retryAfterMs));

      // The checks in the service's order; the only waits are the key's verification and the body's arrival.
      const plaintext = captureKeyOf(c.req.header('x-api-key'), c.req.header('x-service-key'));
      if (!plaintext) return refuse(c, MISSING_KEY.capture);
      let verified: ApiKeyRecord | undefined;
      try {
        verified = await deps.keys.verify(plaintext);
      } catch {
        return refuse(c, keyVerificationUnavailable());
      }
      const auth = authorizeCapture(deps, verified);
      if (isRefusal(auth)) return refuse(c, auth);
      // An injected site_disabled answers as a disabled site would, after the key's own checks.
      if (injectedFaultAt(c, deps, SITE_DISABLED)) return refuse(c, SITE_NOT_ACTIVE);
      const { key, website, site } = auth;

      const limited = enforceLimits(c, deps, captureRules(key));
      if (limited) return refuse(c, limited);

      const input = checkSubmission(await readJson(c), c.req.header('content-type'), site);
      if (isRefusal(input)) return refuse(c, input);
      const environment = key.environment ?? 'live';
      const stored = await storeCaptureOnce(deps, idempotency, { input, website, key, environment, idempotencyKey: idempotencyKeyOf(c) });
      if (isRefusal(stored)) return refuse(c, stored);
      const answer = captureAnswer(stored);
      if (stored.duplicate) return replyJson(c, answer.body, answer.status);

      // Stored and made durable first, then notified from the stored record: the answer is 201 whatever the provider does.
      afterCommit(c, () => notifySubmission(deps, stored.id, OPERATION));
      return replyJson(c, answer.body, answer.status);
    }),
  );
}
