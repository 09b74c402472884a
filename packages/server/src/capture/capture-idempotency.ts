// The capture's Idempotency-Key rule: a key is scoped to the website and the environment (test and live are separate
// deployments with separate inboxes, so a replay never answers with a record of the other environment, and a key
// used on two websites gives two records); the content compared is the form, the page and the fields; the same key
// with the same content is answered 200 with the first capture's id and `duplicate: true`, with other content 409
// IDEMPOTENCY_CONFLICT. Without a key every capture is stored.
import type { Deps } from '../deps.js';
import type { Idempotency } from '../http/idempotency.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal } from '../http/validation.js';
import type { Environment } from '../keys.js';
import type { Website } from '../websites.js';
import type { SubmissionInput, SubmissionToStore } from './intake.js';
import { storeSubmission } from './intake.js';

/** A capture to store: what was checked, where it goes, the key that sent it and the Idempotency-Key, if any. */
export interface CaptureToStore extends SubmissionToStore {
  idempotencyKey: string | undefined;
}

/** The stored capture's id, and whether this request replays an earlier one. */
export interface StoredCapture {
  id: string;
  duplicate: boolean;
}

/** The scope one Idempotency-Key is unique in: the website and the environment. */
export function captureIdempotencyScope(website: Pick<Website, 'id'>, environment: Environment): string {
  return `${website.id}:${environment}`;
}

/** What a replay must repeat to be one: the form, the page and the fields (never the context or the time). */
export function captureIdempotencyContent(input: Pick<SubmissionInput, 'form' | 'page' | 'fields'>): unknown {
  return { form: input.form, page: input.page, fields: input.fields };
}

/** The answer's body: 201 `{ success, id }` for a new capture, 200 with `duplicate: true` for a replay. */
export function captureAnswer(stored: StoredCapture): { status: 200 | 201; body: { success: true; id: string; duplicate?: true } } {
  return stored.duplicate
    ? { status: 200, body: { success: true, id: stored.id, duplicate: true } }
    : { status: 201, body: { success: true, id: stored.id } };
}

/** Stores the capture once per Idempotency-Key: its id, the earlier capture's id for a replay, or 409 on other content. */
export async function storeCaptureOnce(deps: Deps, idempotency: Idempotency, capture: CaptureToStore): Promise<StoredCapture | Refusal> {
  const { input, website, environment, idempotencyKey } = capture;
  if (idempotencyKey === undefined) {
    // Without a key nothing is looked up: the store is synchronous unless the country lookup waits.
    const stored = storeSubmission(deps, capture);
    return { id: (stored instanceof Promise ? await stored : stored).id, duplicate: false };
  }
  const write = { scope: captureIdempotencyScope(website, environment), key: idempotencyKey, content: captureIdempotencyContent(input) };
  const outcome = await idempotency.run(write, async () => ({ resultId: (await storeSubmission(deps, capture)).id }));
  if (isRefusal(outcome)) return outcome;
  return outcome.kind === 'replay' ? { id: outcome.resultId, duplicate: true } : { id: outcome.value.resultId, duplicate: false };
}
