// POST /v1/engage/forms/:form over HTTP: the caller checks, the label and body (forms.ts's rules), the idempotent store.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import type { Idempotency } from '../http/idempotency.js';
import { idempotencyKeyOf } from '../http/idempotency.js';
import { isRefusal, readObjectBody, refuse } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { formOf, readFormSubmission, storeFormTicket } from './forms.js';

export async function submitForm(c: AppContext, deps: Deps, idempotency: Idempotency): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'forms' });
  if (isRefusal(caller)) return refuse(c, caller);
  const { site } = caller;
  const form = formOf(site, c.req.param('form') ?? '');
  if (isRefusal(form)) return refuse(c, form);

  // An empty body simply has no fields (answered FIELDS_REQUIRED below); a body that is not a JSON object is malformed.
  const read = await readObjectBody(c, { empty: 'as-object' });
  if (isRefusal(read)) return refuse(c, read);
  const submission = readFormSubmission(read.body, form.policy);
  if (isRefusal(submission)) return refuse(c, submission);
  const { fields, page } = submission;

  const successMessage = form.policy?.successMessage ? { successMessage: form.policy.successMessage } : {};
  const write = { scope: site.id, key: idempotencyKeyOf(c), content: { form: form.label, fields, page } };
  const outcome = await idempotency.run(write, async () => ({
    resultId: storeFormTicket(deps, site, { form: form.label, fields, page }),
  }));
  if (isRefusal(outcome)) return refuse(c, outcome);
  if (outcome.kind === 'replay') {
    const replay: components['schemas']['ManagedFormResult'] = { success: true, id: outcome.resultId, duplicate: true, ...successMessage };
    return c.json(replay, 200);
  }
  const created: components['schemas']['ManagedFormResult'] = { success: true, id: outcome.value.resultId, ...successMessage };
  return c.json(created, 201);
}
