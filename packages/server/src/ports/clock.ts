// Time for the whole server: one adjustable clock, so tests and the admin API can travel in time.

/** The server's time, a port: real time by default, moved by hand in tests. @public */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Moves time forward (time travel). */
  advance(ms: number): void;
}

/**
 * A clock that follows real time plus an offset, or stands still at `start` when `frozen`.
 * @public
 */
export class AdjustableClock implements Clock {
  private offset = 0;
  private readonly frozenAt: number | undefined;

  constructor(options: { start?: number; frozen?: boolean } = {}) {
    this.frozenAt = options.frozen ? (options.start ?? Date.now()) : undefined;
    if (!options.frozen && options.start !== undefined) this.offset = options.start - Date.now();
  }

  /** Now, in epoch milliseconds. */
  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offset;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offset += ms;
  }
}

let lastMs = NaN;
let lastIso = '';

/** ISO 8601 text of a clock reading. Requests within one millisecond share the text (it is asked for often). */
export function iso(ms: number): string {
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
}
