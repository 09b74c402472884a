// The starting point of a mock service, made once per seed and kept: a later createMockService() with the same seed
// restores it in microseconds instead of seeding (hashing keys, building the demo) and never checks it again.
import type { DemoCredentials, Row, StoreCheckpoint, StoreSnapshot } from '@svc/reference-server';

/** What a seed leaves in a store, with what the mock needs to use it. */
export interface SeedImage {
  image: StoreCheckpoint;
  demo: DemoCredentials | undefined;
  /** The demo's portal key, which the state reader and the setup helpers use when the seed has it. */
  portalKey: string | undefined;
  /** The service's time when the seed was made: rows' timestamps are relative to it. */
  seededAt: number;
  /** Whether the seed's timestamps come from the clock (demo, empty) rather than from a snapshot (kept verbatim). */
  clockDerived: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A frozen copy of `value` with every ISO timestamp moved by `delta` ms. */
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

/**
 * The image as if it had been seeded at `now`: a seed made by the clock (the demo's leads "2 hours ago", keys'
 * createdAt) follows the new service's clock, exactly as seeding it again would.
 */
export function imageAt(seed: SeedImage, now: number): StoreCheckpoint {
  const delta = now - seed.seededAt;
  if (!seed.clockDerived || delta === 0) return seed.image;
  // StoreCheckpoint.tables is internal to the reference server and to this package.
  const tables = new Map<string, ReadonlyMap<string, Row>>();
  for (const [name, rows] of seed.image.tables) {
    const moved = new Map<string, Row>();
    for (const [id, row] of rows) moved.set(id, shifted(row, delta));
    tables.set(name, moved);
  }
  return { tables };
}

const cache = new Map<string, Promise<SeedImage>>();
const snapshots = new WeakMap<StoreSnapshot, Map<string, Promise<SeedImage>>>();

/** The cached image for a seed and a set of extra origins, made by `make` the first time. */
export function cachedSeed(seed: 'demo' | 'empty' | StoreSnapshot, origins: string[], make: () => Promise<SeedImage>): Promise<SeedImage> {
  const key = origins.join(' ');
  let byOrigins: Map<string, Promise<SeedImage>>;
  if (typeof seed === 'string') {
    byOrigins = cache;
  } else {
    byOrigins = snapshots.get(seed) ?? new Map();
    snapshots.set(seed, byOrigins);
  }
  const cacheKey = typeof seed === 'string' ? `${seed}|${key}` : key;
  let image = byOrigins.get(cacheKey);
  if (!image) {
    image = make();
    byOrigins.set(cacheKey, image);
    // A seed that failed (a refused snapshot) is not kept: the next call reports the problem again.
    image.catch(() => byOrigins.delete(cacheKey));
  }
  return image;
}
