// Identifiers: time-ordered and random by default, sequential in tests that want stable ids.

/** Makes ids and secrets, a port. @public */
export interface IdGenerator {
  /** A new id such as `sub_01J...`. Ids of one prefix sort by creation order. */
  next(prefix: string): string;
  /** Random secret material (key and token bodies), base62. */
  secret(length: number): string;
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Random bytes are drawn from a pool refilled 4 KiB at a time: one getRandomValues call per id is costly.
const pool = new Uint8Array(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt >= pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    // 62 * 4 = 248: reject bytes >= 248 to keep the alphabet uniform.
    if (b < 248) out += B62[b % 62];
  }
  return out;
}

/**
 * ULID-style ids: 10 characters of time, then a counter within the same millisecond, then randomness.
 * @public
 */
export class RandomIds implements IdGenerator {
  private lastMs = -1;
  private seq = 0;
  constructor(private readonly now: () => number = Date.now) {}

  /** The time part of the current millisecond, made once per millisecond (every request asks for an id). */
  private time = '';

  /** A new id starting with `prefix`. */
  next(prefix: string): string {
    const ms = this.now();
    if (ms === this.lastMs) this.seq++;
    else {
      this.seq = 0;
      this.lastMs = ms;
      let time = '';
      let t = ms;
      for (let i = 0; i < 10; i++) {
        time = B32[t % 32] + time;
        t = Math.floor(t / 32);
      }
      this.time = time;
    }
    return `${prefix}_${this.time}${this.seq.toString(32).toUpperCase().padStart(4, '0')}${randomBase62(8)}`;
  }

  /** A new random secret of `length` characters. */
  secret(length: number): string {
    return randomBase62(length);
  }
}

/**
 * Predictable ids for tests: `sub_000001`, `sub_000002`, ...; secrets stay random.
 * @public
 */
export class SequentialIds implements IdGenerator {
  private n = 0;
  /** A new id starting with `prefix`. */
  next(prefix: string): string {
    this.n++;
    return `${prefix}_${String(this.n).padStart(6, '0')}`;
  }
  /** A new random secret of `length` characters. */
  secret(length: number): string {
    return randomBase62(length);
  }
}
