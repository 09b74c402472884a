import { describe, expect, it } from 'vitest';
import { SnapshotCache } from './snapshot-cache.js';

describe('SnapshotCache', () => {
  it('serves a snapshot only within the maximum age, and drops it after', () => {
    let now = 1_000_000;
    const cache = new SnapshotCache({ maxAgeMs: 10_000, now: () => now });
    cache.save('k', 'events', { v: 1 }, ['e1']);
    now += 10_000;
    expect(cache.fresh('k')).toEqual({ value: { v: 1 }, info: { savedAt: 1_000_000, ageMs: 10_000 } });
    now += 1;
    expect(cache.fresh('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a 404 evicts every snapshot of the collection showing the entry, under any slug', () => {
    const cache = new SnapshotCache({ maxAgeMs: 60_000 });
    cache.save('get-old', 'events', {}, ['e1', 'old-slug', 'new-slug']);
    cache.save('list', 'events', {}, ['e1', 'new-slug', 'e2', 'other']);
    cache.save('list-2', 'events', {}, ['e2', 'other']);
    cache.save('posts', 'posts', {}, ['e1', 'new-slug']);
    cache.evictEntry('events', 'get-new', 'new-slug');
    expect(cache.fresh('get-old')).toBeUndefined();
    expect(cache.fresh('list')).toBeUndefined();
    expect(cache.fresh('list-2')).toBeDefined();
    expect(cache.fresh('posts')).toBeDefined();
  });

  it('a 404 of the collection evicts all of it; the maximum age is required and positive', () => {
    const cache = new SnapshotCache({ maxAgeMs: 60_000 });
    cache.save('a', 'events', {}, []);
    cache.save('b', 'posts', {}, []);
    cache.evictCollection('events');
    expect(cache.size).toBe(1);
    expect(() => new SnapshotCache({ maxAgeMs: -1 })).toThrow(TypeError);
    expect(() => new SnapshotCache({ maxAgeMs: Infinity })).toThrow(TypeError);
  });
});
