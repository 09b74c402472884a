// Test helper: a persistence port in memory whose writes can be made to fail, slowed down and counted.
import type { CommitContext, Persistence } from './ports/persistence.js';
import type { Change, StoreSnapshot } from './ports/store.js';

export class FlakyPersistence implements Persistence {
  /** While set, every commit fails like a full disk. */
  failing = false;
  /** Milliseconds each commit takes. */
  delayMs = 0;
  readonly commits: Change[][] = [];
  private stored: StoreSnapshot | undefined;

  constructor(initial?: StoreSnapshot) {
    this.stored = initial;
  }

  async load(): Promise<StoreSnapshot | undefined> {
    return this.stored && structuredClone(this.stored);
  }

  async commit(changes: readonly Change[], state: () => StoreSnapshot, _context: CommitContext): Promise<void> {
    const after = structuredClone(state());
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failing) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    this.commits.push([...changes]);
    this.stored = after;
  }

  /** What a restart would load: the durable state. */
  get durable(): StoreSnapshot | undefined {
    return this.stored;
  }

  /** Every row id stored durably in `table`. */
  ids(table: string): string[] {
    return (this.stored?.tables[table] ?? []).map((row) => row.id);
  }
}
