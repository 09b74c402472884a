// Work that outlives the request that started it (webhook attempts after a chat reply), tracked so tests can wait.

/**
 * Work a request started that outlives its response (webhook attempts), a port: the areas hand it such work instead of
 * leaving a promise floating, so a failure is logged and tests (`testControl`) can wait until it has all finished.
 * `MemoryBackground` is the default.
 * @public
 */
export interface Background {
  /** Runs `work` without making the caller wait; a failure is logged, never thrown. */
  track(work: Promise<unknown>): void;
  /** Resolves once every tracked piece of work, including work started meanwhile, has finished. */
  idle(): Promise<void>;
}

/** The pending work of this process, kept in a set: the default `Background`. @public */
export class MemoryBackground implements Background {
  private readonly pending = new Set<Promise<unknown>>();

  /** Runs `work` without making the caller wait; failures are logged, never thrown. */
  track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => console.error('[svc-reference-server] background work failed:', error));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** Resolves once every tracked piece of work, including work started meanwhile, has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
