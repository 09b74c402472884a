// The controls a test tool needs beyond HTTP: return to a starting point in microseconds, forget rate-limit windows,
// run the clock's jobs. They are public API (reported by api-extractor) because `@svc/msw` is built on them: a change
// here shows in the report before it can break the mocks.
import type { Schema } from '@svc/spec';
import { entryView, refusals, refusalsReport, sentEntries, verify } from './admin/verification.js';
import type { RequestJournal } from './ports/journal.js';
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
  /**
   * The journal's position now: the sequence number of the newest request it holds (0 when empty). Pass it as
   * `afterSeq` to look only at what is sent from here on (what `@svc/msw`'s `reset()` does for the next test).
   */
  journalMark(): number;
  /**
   * The requests the service answered, oldest first, in the contract's `AdminJournalEntry` shape (the body parsed
   * and redacted), after `afterSeq` when given. The test console's own calls, the journal's reads and calls marked
   * `X-Svc-Console: 1` are left out. Only what the journal keeps is there (`journalSize`, 1,000 by default).
   */
  requests(afterSeq?: number): Array<Schema<'AdminJournalEntry'>>;
  /** One request of the journal by its id (`X-Request-Id`), while it is kept. */
  request(id: string): Schema<'AdminJournalEntry'> | undefined;
  /**
   * Checks an expectation against the requests after `afterSeq` (what `POST /_admin/requests/expect` does):
   * the matches when it holds, the report and the closest requests when it does not.
   */
  verify(expectation: Schema<'AdminRequestExpectation'>, afterSeq?: number): RequestVerdict;
  /** The requests after `afterSeq` refused as the caller's mistake, with a report of them (undefined when none). */
  refusals(afterSeq?: number): RequestRefusals;
}

/**
 * The outcome of a verification: it holds, with the matching requests (oldest first); or it does not, with the
 * report (`message`, a few lines) and the closest requests with their differences.
 * @public
 */
export type RequestVerdict =
  | { ok: true; matched: number; requests: Array<Schema<'AdminJournalEntry'>> }
  | { ok: false; message: string; matched: number; nearMisses: Array<Schema<'AdminNearMiss'>> };

/**
 * The requests refused as the caller's mistake, oldest first, and a report of them: each request in one line, its
 * fix in the next (`message` is undefined when there were none).
 * @public
 */
export interface RequestRefusals {
  /** The refused requests, oldest first. */
  requests: Array<Schema<'AdminJournalEntry'>>;
  /** The report, or undefined when nothing was refused. */
  message: string | undefined;
}

/** What the test controls act on. */
export interface TestControlTarget {
  store: Store;
  limiter: RateLimiter;
  /** The request journal of the server's own service. */
  journal: RequestJournal;
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
    journalMark() {
      for (const entry of target.journal.newestFirst()) return entry.seq;
      return 0;
    },
    requests: (afterSeq) => sentEntries(target.journal.newestFirst(), afterSeq).map(entryView),
    request(id) {
      const entry = target.journal.get(id);
      return entry && !entry.fromConsole ? entryView(entry) : undefined;
    },
    verify: (expectation, afterSeq) => verify(sentEntries(target.journal.newestFirst(), afterSeq), expectation),
    refusals(afterSeq) {
      const found = refusals(sentEntries(target.journal.newestFirst(), afterSeq));
      return { requests: found, message: found.length === 0 ? undefined : refusalsReport(found) };
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
