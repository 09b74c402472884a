// The starting point of a mock service, made once per seed and kept: a later createMockService() with the same seed
// restores it in microseconds instead of seeding (hashing keys, building the demo) and never checks it again.
import type { DemoCredentials, StoreCheckpoint, StoreSnapshot, TestControl } from '@svc/reference-server';

/** What a seed leaves in a store, with what the mock needs to use it. */
export interface SeedCheckpoint {
  checkpoint: StoreCheckpoint;
  demo: DemoCredentials | undefined;
  /** The demo's portal key, which the state reader and the setup helpers use when the seed has it. */
  portalKey: string | undefined;
  /** The service's time when the seed was made: rows' timestamps are relative to it. */
  seededAt: number;
  /** Whether the seed's timestamps come from the clock (demo, empty) rather than from a snapshot (kept verbatim). */
  clockDerived: boolean;
}

/**
 * The checkpoint as if it had been seeded at `now`: a seed made by the clock (the demo's leads "2 hours ago", keys'
 * createdAt) follows the new service's clock, exactly as seeding it again would.
 */
export function checkpointAt(seed: SeedCheckpoint, now: number, control: TestControl): StoreCheckpoint {
  return seed.clockDerived ? control.shiftTimestamps(seed.checkpoint, now - seed.seededAt) : seed.checkpoint;
}

const cache = new Map<string, Promise<SeedCheckpoint>>();
const snapshots = new WeakMap<StoreSnapshot, Map<string, Promise<SeedCheckpoint>>>();

/** The cached checkpoint for a seed and a set of extra origins, made by `make` the first time. */
export function cachedSeed(
  seed: 'demo' | 'empty' | StoreSnapshot,
  origins: string[],
  make: () => Promise<SeedCheckpoint>,
): Promise<SeedCheckpoint> {
  const key = origins.join(' ');
  let byOrigins: Map<string, Promise<SeedCheckpoint>>;
  if (typeof seed === 'string') {
    byOrigins = cache;
  } else {
    byOrigins = snapshots.get(seed) ?? new Map<string, Promise<SeedCheckpoint>>();
    snapshots.set(seed, byOrigins);
  }
  const cacheKey = typeof seed === 'string' ? `${seed}|${key}` : key;
  let seeded = byOrigins.get(cacheKey);
  if (!seeded) {
    seeded = make();
    byOrigins.set(cacheKey, seeded);
    // A seed that failed (a refused snapshot) is not kept: the next call reports the problem again.
    seeded.catch(() => byOrigins.delete(cacheKey));
  }
  return seeded;
}
