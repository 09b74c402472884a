// Nothing leaves before it is durable: every response waits for the commit of the changes made before it, answers
// 503 when they were undone, and only then releases the request's side effects (emails).
import type { Deps } from '../deps.js';
import type { DurabilityMark } from '../ports/durability.js';
import { NotDurableError } from '../ports/durability.js';
import type { AppContext } from './env.js';

export const STORAGE_UNAVAILABLE_MESSAGE = 'the change could not be saved and was not made; retry with backoff';
export const STORAGE_RETRY_AFTER_SECONDS = 1;

/** Headers of the original answer that still hold for the 503 (CORS, request id, rate-limit figures). */
const KEPT_HEADERS = /^(access-control-|vary$|x-request-id$|ratelimit-)/i;

/** Runs `effect` after the request's changes are durable, before the response leaves; never if they are undone. */
export function afterCommit(c: AppContext, effect: () => Promise<unknown>): void {
  const effects = c.get('afterCommit') ?? [];
  effects.push(effect);
  c.set('afterCommit', effects);
}

/**
 * Tells a conversation's event streams to look again, once the request's change is durable (never when it is
 * undone): a visitor never sees a message the server then forgets.
 */
export function announceChange(c: AppContext, deps: Pick<Deps, 'live'>, conversationId: string): void {
  afterCommit(c, async () => void deps.live.publish(conversationId, { kind: 'changed' }));
}

/** The 503 of a request whose change could not be made durable, in the spec's error format. */
export function storageUnavailable(c: AppContext, original?: Response): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) });
  if (original) for (const [name, value] of original.headers) if (KEPT_HEADERS.test(name)) headers.set(name, value);
  headers.set('x-request-id', c.get('requestId'));
  const body = {
    success: false as const,
    code: 'STORAGE_UNAVAILABLE',
    message: STORAGE_UNAVAILABLE_MESSAGE,
    requestId: c.get('requestId'),
  };
  return new Response(JSON.stringify(body), { status: 503, headers });
}

/** Where a request's unit of work starts (pass to settleDurable once the route has answered). */
export function durableMark(deps: Deps): DurabilityMark | undefined {
  return deps.durability.enabled ? deps.durability.mark() : undefined;
}

/** After the route: commit, then answer 503 or release the side effects. */
export async function settleDurable(deps: Deps, c: AppContext, mark: DurabilityMark | undefined): Promise<void> {
  const { durability } = deps;
  // Without a persistence port every change is as durable as it will ever be: nothing to wait for or undo.
  if (!durability.enabled || !mark) {
    if (c.get('afterCommit')) await releaseEffects(c);
    return;
  }
  let durable = true;
  try {
    await durability.commit();
  } catch (error) {
    if (!(error instanceof NotDurableError)) throw error;
    durable = false;
  }
  if (!durable || durability.undoneSince(mark)) {
    const original = c.res;
    c.res = undefined;
    c.res = storageUnavailable(c, original);
    return;
  }
  if (!(await releaseEffects(c))) return;
  // What the effects record (an email's outcome) is bookkeeping of a change already durable: it is saved with the
  // next group (never taking a request's place in the pipeline), and a failure to save it (undone, logged) never
  // turns the durable answer into an error.
  durability.commitSoon();
}

/** Runs the request's work after commit, in order; false when there was none. */
async function releaseEffects(c: AppContext): Promise<boolean> {
  const effects = c.get('afterCommit');
  if (!effects) return false;
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      console.error('[svc-reference-server] work after commit failed:', error);
    }
  }
  return true;
}
