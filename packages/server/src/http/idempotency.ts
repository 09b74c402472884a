// Idempotency-Key handling shared by capture, managed forms and support: per-site scope, content fingerprint,
import { IDEMPOTENCY_KEY_PATTERN } from '@svc/spec';
// replay, conflict, and concurrent identical retries that give exactly one record.
import { canonicalJson, sha256Hex } from '../crypto.js';
import type { Clock } from '../ports/clock.js';
import { iso } from '../ports/clock.js';
import type { Row, Store } from '../ports/store.js';
import type { AppContext } from './env.js';
import type { Refusal } from './validation.js';

/** The request's Idempotency-Key, or undefined when absent or malformed (a malformed key is ignored, never rejected). */
export function idempotencyKeyOf(c: AppContext): string | undefined {
  const key = c.req.header('idempotency-key');
  return key !== undefined && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
}

export interface IdempotencyRecord extends Row {
  scope: string;
  key: string;
  fingerprint: string;
  resultId: string;
  createdAt: string;
}

/** A keyed write: created now, a replay of the write the key made before, or refused (the key with other content). */
export type IdempotentOutcome<T> = { kind: 'created'; value: T } | { kind: 'replay'; resultId: string } | Refusal;

export const IDEMPOTENCY_TABLE = 'idempotency';
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'this idempotency key was already used with different content';
/** 409: the key was used before with other content. */
export const IDEMPOTENCY_CONFLICT: Refusal = { status: 409, code: 'IDEMPOTENCY_CONFLICT', message: IDEMPOTENCY_CONFLICT_MESSAGE };

/** The fingerprint of a request's content: key order never matters. */
export function fingerprintOf(content: unknown): Promise<string> {
  return sha256Hex(canonicalJson(content));
}

/** A write an Idempotency-Key may make once: where the key is unique, the key (if sent), what the write stores. */
export interface KeyedWrite {
  scope: string;
  key: string | undefined;
  content: unknown;
}

export class Idempotency {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `create` at most once per (scope, key) and content. Without a key, always creates.
   * `scope` is the site (a key on two sites gives two submissions).
   */
  async run<T extends { resultId: string }>({ scope, key, content }: KeyedWrite, create: () => Promise<T>): Promise<IdempotentOutcome<T>> {
    if (key === undefined) return { kind: 'created', value: await create() };
    const id = `${scope}|${key}`;
    const fingerprint = await fingerprintOf(content);
    // Wait for an identical request already under way; it either stores the winner or fails and lets us try.
    for (let pending = this.inFlight.get(id); pending; pending = this.inFlight.get(id)) {
      await pending.catch(() => undefined);
    }
    const table = this.store.table<IdempotencyRecord>(IDEMPOTENCY_TABLE);
    const existing = table.get(id);
    if (existing) {
      return existing.fingerprint === fingerprint ? { kind: 'replay', resultId: existing.resultId } : IDEMPOTENCY_CONFLICT;
    }
    const work = create().then((value) => {
      table.set({ id, scope, key, fingerprint, resultId: value.resultId, createdAt: iso(this.clock.now()) });
      return value;
    });
    this.inFlight.set(id, work);
    try {
      return { kind: 'created', value: await work };
    } finally {
      this.inFlight.delete(id);
    }
  }
}
