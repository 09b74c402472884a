// Work that outlives the request that started it (webhook attempts after a chat reply), tracked so tests can wait.

/** Work a request started that outlives its response (webhook attempts), tracked so tests can wait for it. @public */
export class Background {
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
