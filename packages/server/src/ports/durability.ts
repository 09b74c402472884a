// Unit of work over the store: changes become durable in groups before anything leaves the server (response, email,
// webhook); a group that cannot be made durable is undone, with every change made after it, and nothing is released.
import type { Persistence } from './persistence.js';
import type { MemoryStore, StoreSnapshot } from './store.js';

/** Thrown where a change the work depends on could not be made durable (and was undone). @public */
export class NotDurableError extends Error {
  constructor(cause?: unknown) {
    super('the change could not be saved; it was undone', { cause });
    this.name = 'NotDurableError';
  }
}

/** Where a piece of work started. @internal */
export interface DurabilityMark {
  /** The write count when the work started. */
  lsn: number;
  /** The failed commits counted when the work started. */
  failures: number;
}

interface Waiter {
  /** The write count when the work started. */
  lsn: number;
  resolve: () => void;
  reject: (error: NotDurableError) => void;
}

/**
 * The unit of work over the store, a port: a request's changes become durable before its answer, email or webhook
 * counts, and a change that cannot be made durable is undone (with every change made after it). The HTTP layer marks
 * and commits around each request; an area that sends something waits on the rows the message is built from.
 * `GroupCommitDurability` is the default.
 * @internal
 */
export interface Durability {
  /** True when there is a persistence port; without one every change already counts and nothing need wait. */
  readonly enabled: boolean;
  /** Where a piece of work starts, for `undoneSince`. */
  mark(): DurabilityMark;
  /**
   * Whether changes were undone since `mark`. Work that ran meanwhile may have read them (changes not yet durable
   * are visible to every request) or written its own among them, so it is void, however it went.
   */
  undoneSince(mark: DurabilityMark): boolean;
  /**
   * Resolves once every change made so far (or up to `lsn`) is durable; rejects with NotDurableError when the changes
   * could not be saved (they were undone).
   */
  commit(lsn?: number): Promise<void>;
  /**
   * Resolves once the rows an outgoing message is built from are durable (at once when they already are), without
   * waiting for unrelated changes of other requests; rejects with NotDurableError when they could not be saved.
   */
  commitRows(rows: ReadonlyArray<readonly [table: string, id: string]>): Promise<void>;
  /** Saves the changes made so far without anyone waiting for them (work after the answer, clock jobs). */
  commitSoon(): void;
  /** Commits even when nothing changed: the first save of a new data file (seeded or empty). */
  commitAll(): Promise<void>;
}

/**
 * Makes the `MemoryStore`'s changes durable through the persistence port in groups (group commit: concurrent waiters
 * share one write, and with a pipelined port one group syncs while the next is written): the default `Durability`.
 * @internal
 */
export class GroupCommitDurability implements Durability {
  /** Every change up to here is durable. */
  private durableLsn: number;
  /** Every change up to here has been handed to the persistence port. */
  private sentLsn: number;
  private inFlight = 0;
  private readonly maxInFlight: number;
  /** Groups settle in the order they were sent, whatever order the port finishes them in. */
  private ordered: Promise<void> = Promise.resolve();
  /** Grows on every failure: results of groups sent before it are ignored, and the port fails them too. */
  private generation = 0;
  private waiters: Waiter[] = [];
  private failureCount = 0;
  /** Changes up to here are to be saved without anyone waiting for them (see `commitSoon`). */
  private soonLsn = 0;

  constructor(
    private readonly store: MemoryStore,
    private readonly persistence: Persistence | undefined,
    private readonly snapshot: () => StoreSnapshot,
  ) {
    this.durableLsn = this.sentLsn = store.writeCount;
    // One group syncing while the next is written halves the wait of a request that just missed a group.
    this.maxInFlight = persistence?.pipelined ? 2 : 1;
    if (persistence) store.trackChanges();
  }

  /** True when there is a persistence port. */
  get enabled(): boolean {
    return this.persistence !== undefined;
  }

  /** Where a piece of work starts. */
  mark(): DurabilityMark {
    return { lsn: this.store.writeCount, failures: this.failureCount };
  }

  /**
   * Whether changes were undone since `mark`. Work that ran meanwhile may have read them (changes not yet durable
   * are visible to every request) or written its own among them, so it is void, however it went.
   */
  undoneSince(mark: DurabilityMark): boolean {
    return this.failureCount !== mark.failures;
  }

  /**
   * Resolves once every change made so far (or up to `lsn`) is durable; rejects with NotDurableError when the group
   * holding them failed. Concurrent callers share one write (group commit).
   */
  commit(lsn: number = this.store.writeCount): Promise<void> {
    if (!this.persistence || lsn <= this.durableLsn) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ lsn, resolve, reject });
      this.next();
    });
  }

  /**
   * Resolves once the rows an outgoing message is built from are durable (at once when they already are), without
   * waiting for unrelated changes of other requests; rejects with NotDurableError when their group failed.
   */
  commitRows(rows: ReadonlyArray<readonly [table: string, id: string]>): Promise<void> {
    let lsn = 0;
    for (const [table, id] of rows) lsn = Math.max(lsn, this.store.pendingLsn(table, id) ?? 0);
    return lsn === 0 ? Promise.resolve() : this.commit(lsn);
  }

  /**
   * Saves the changes made so far without holding anything up: they ride with the next group a request waits for,
   * or go in a group of their own once no group is in flight, so they never take a request's place in the pipeline.
   * A failure undoes them like any other (nobody is told: nobody waits).
   */
  commitSoon(): void {
    if (!this.persistence || this.store.writeCount <= this.durableLsn) return;
    this.soonLsn = Math.max(this.soonLsn, this.store.writeCount);
    this.next();
  }

  /** Commits even an empty batch: the first save of a new data file (seeded or empty). */
  async commitAll(): Promise<void> {
    if (!this.persistence) return;
    if (this.store.writeCount > this.durableLsn) return this.commit();
    await this.persistence.commit([], this.snapshot, { generation: this.generation });
  }

  private next(): void {
    const persistence = this.persistence;
    if (!persistence || this.inFlight >= this.maxInFlight) return;
    const waited = this.waiters.some((w) => w.lsn > this.sentLsn);
    if (!waited && !(this.soonLsn > this.sentLsn && this.inFlight === 0)) return;
    const upTo = this.store.writeCount;
    const changes = this.store.changesAfter(this.sentLsn);
    this.sentLsn = upTo;
    const generation = this.generation;
    this.inFlight++;
    let outcome: Promise<void>;
    try {
      outcome = persistence.commit(changes, this.snapshot, { generation });
    } catch (error) {
      outcome = Promise.reject(error);
    }
    const settled = this.ordered.then(() =>
      outcome.then(
        () => {
          if (generation === this.generation) this.durable(upTo);
        },
        (error: unknown) => {
          if (generation === this.generation) this.failed(error);
        },
      ),
    );
    this.ordered = settled;
    void settled.then(() => {
      this.inFlight--;
      this.next();
    });
  }

  private durable(upTo: number): void {
    this.durableLsn = upTo;
    this.store.committed(upTo);
    this.settle(
      (w) => w.lsn <= upTo,
      (w) => w.resolve(),
    );
  }

  private failed(error: unknown): void {
    // Changes made while the group was being written were built on it: undo them too, newest first.
    this.generation++;
    const failedUpTo = this.store.writeCount;
    this.store.rollback(this.durableLsn);
    this.durableLsn = this.sentLsn = failedUpTo;
    this.failureCount++;
    console.error(
      `[svc-reference-server] could not save state; the unsaved changes were undone: ${(error as Error).message ?? String(error)}`,
    );
    const failure = new NotDurableError(error);
    this.settle(
      () => true,
      (w) => w.reject(failure),
    );
  }

  private settle(which: (w: Waiter) => boolean, action: (w: Waiter) => void): void {
    const done = this.waiters.filter(which);
    this.waiters = this.waiters.filter((w) => !which(w));
    for (const w of done) action(w);
  }
}
