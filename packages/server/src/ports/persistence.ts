// Where state goes between runs: a narrow port (load once, commit batches of changes) that a file journal, or a
// PostgreSQL or Redis adapter, implements in one file. Without one, state lives in memory only.
import type { Change, StoreSnapshot } from './store.js';

/** What a commit is part of. @public */
export interface CommitContext {
  /**
   * Grows each time the server undoes a failed group. A pipelined adapter that saw a group fail must also fail every
   * later call of the same generation: those groups were built on the failed one.
   */
  generation: number;
}

/**
 * Durable storage of the server's state.
 *
 * `commit` receives every change since the previous call, in order, and resolves only once they would survive a
 * crash; it rejects when they may not have, and the server then undoes them and answers 503. The server groups the
 * changes of concurrent requests into one call (group commit). Calls never overlap unless the adapter is `pipelined`.
 * A `clear` change empties every table. `state()` returns the whole state after this group, for adapters that write
 * snapshots; it is exact only until the adapter first awaits, so call it synchronously.
 * @public
 */
export interface Persistence {
  /** The stored state, or undefined when nothing has been stored yet (the server then seeds and commits). */
  load(): Promise<StoreSnapshot | undefined>;
  /** Makes `changes` durable; `state()` gives the whole state when the adapter writes a snapshot instead. */
  commit(changes: readonly Change[], state: () => StoreSnapshot, context: CommitContext): Promise<void>;
  /**
   * The server may call `commit` again before the previous call resolved (two groups in flight). The adapter keeps
   * their order on disk and resolves a call only after the calls before it.
   */
  readonly pipelined?: boolean;
  /** Releases files or connections. */
  close?(): Promise<void>;
}
