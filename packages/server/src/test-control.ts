// The controls a test tool needs beyond HTTP: return to a starting point in microseconds, forget rate-limit windows,
// run the clock's jobs. They are public API (reported by api-extractor) because `@svc/msw` is built on them: a change
// here shows in the report before it can break the mocks.
import type { RateLimiter } from './ports/rate-limiter.js';
import type { Row, Store, StoreCheckpoint } from './ports/store.js';

/**
 * Test controls of a reference server, for test tools that run it in-process (`@svc/msw` uses these and nothing else
 * of the server beyond `fetch`, `idle` and `demo`). They act on the server's own service, not on its worlds: a world
 * is reset over HTTP (`POST /w/<id>/_admin/reset`).
 * @public
 */
export interface TestControl {
  /**
   * The whole state as it is now, kept in memory, to return to with `restoreCheckpoint`. Taking one costs a map per
   * table: stored rows are frozen, so they are shared rather than copied.
   */
  checkpoint(): StoreCheckpoint;
  /**
   * Replaces the whole state with a checkpoint's, in microseconds: the rows were checked when they were first stored,
   * so they are neither copied nor checked again. A checkpoint of one server can be restored into another (a starting
   * point seeded once, restored into every new mock). With a persistence port the change is saved like any write,
   * with the next commit.
   */
  restoreCheckpoint(checkpoint: StoreCheckpoint): void;
  /**
   * The checkpoint as if it had been taken `ms` later: every ISO 8601 timestamp in its rows moved by `ms` (the
   * original is left as it is). For a starting point made by the clock (the demo's leads "2 hours ago", keys'
   * `createdAt`) reused under a later clock: the state then looks exactly as seeding it again would make it.
   */
  shiftTimestamps(checkpoint: StoreCheckpoint, ms: number): StoreCheckpoint;
  /** Forgets every rate-limit window, so a test starts with every limit's full allowance. */
  resetRateLimits(): void;
  /**
   * Runs the jobs due at the clock's current time (webhook retries, the 30-day raw IP retention), in the server and
   * its worlds, then waits for the work they and earlier requests started (webhook attempts), so their effects are
   * visible when it resolves. For a clock a test moves itself.
   */
  runDueJobs(): Promise<void>;
}

/** What the test controls act on. */
export interface TestControlTarget {
  store: Store;
  limiter: RateLimiter;
  /** Runs the due jobs of the server and its worlds. */
  tick(): Promise<void>;
  /** Waits for work started by earlier requests and jobs. */
  idle(): Promise<void>;
}

/** The test controls over a server's store, limiter and jobs. */
export function createTestControl(target: TestControlTarget): TestControl {
  return {
    checkpoint: () => target.store.checkpoint(),
    restoreCheckpoint(checkpoint) {
      checkCheckpoint(checkpoint, 'restoreCheckpoint');
      target.store.restoreCheckpoint(checkpoint);
    },
    shiftTimestamps(checkpoint, ms) {
      checkCheckpoint(checkpoint, 'shiftTimestamps');
      if (typeof ms !== 'number' || !Number.isFinite(ms))
        throw new TypeError(`shiftTimestamps: ms must be a finite number of milliseconds (got ${String(ms)})`);
      return shiftTimestamps(checkpoint, ms);
    },
    resetRateLimits: () => target.limiter.reset(),
    async runDueJobs() {
      await target.tick();
      await target.idle();
    },
  };
}

/** A clear error for a value that is not a checkpoint (a snapshot from `GET /_admin/state` is the usual mix-up). */
function checkCheckpoint(value: unknown, method: string): asserts value is StoreCheckpoint {
  if (typeof value !== 'object' || value === null || !((value as { tables?: unknown }).tables instanceof Map)) {
    throw new TypeError(
      `${method}: not a checkpoint; pass one that checkpoint() returned (a snapshot from GET /_admin/state goes back with PUT /_admin/state)`,
    );
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A frozen copy of `value` with every ISO timestamp moved by `delta` ms (frozen: a checkpoint's rows are shared). */
function shifted<V>(value: V, delta: number): V {
  if (typeof value === 'string') return (ISO.test(value) ? new Date(Date.parse(value) + delta).toISOString() : value) as V;
  if (Array.isArray(value)) return Object.freeze(value.map((v: unknown) => shifted(v, delta))) as V;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = shifted((value as Record<string, unknown>)[key], delta);
    return Object.freeze(out) as V;
  }
  return value;
}

function shiftTimestamps(checkpoint: StoreCheckpoint, ms: number): StoreCheckpoint {
  if (ms === 0) return checkpoint;
  const tables = new Map<string, ReadonlyMap<string, Row>>();
  for (const [name, rows] of checkpoint.tables) {
    const moved = new Map<string, Row>();
    for (const [id, row] of rows) moved.set(id, shifted(row, ms));
    tables.set(name, moved);
  }
  return { tables };
}
