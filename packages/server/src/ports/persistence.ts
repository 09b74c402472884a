// Where state goes between runs: a narrow port (load once, commit batches of changes) that a file journal, or a
// PostgreSQL or Redis adapter, implements in one file. Without one, state lives in memory only.
import type { Change, StoreSnapshot } from './store.js';

/**
 * Durable storage of the server's state.
 *
 * `commit` receives every change since the previous commit, in order, and resolves only once they would survive a
 * crash; it rejects when they may not have, and the server then undoes them and answers 503. Commits never overlap:
 * the server groups the changes of concurrent requests into one call (group commit). A `clear` change empties every
 * table. `state()` returns the whole state after this batch, for adapters that write snapshots; it is exact only until
 * the adapter first awaits, so call it synchronously.
 * @public
 */
export interface Persistence {
  /** The stored state, or undefined when nothing has been stored yet (the server then seeds and commits). */
  load(): Promise<StoreSnapshot | undefined>;
  commit(changes: readonly Change[], state: () => StoreSnapshot): Promise<void>;
  /** Releases files or connections. */
  close?(): Promise<void>;
}
