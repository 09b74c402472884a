import { describe, expect, it } from 'vitest';
import { Durability, NotDurableError } from './durability.js';
import type { Row } from './ports/store.js';
import { MemoryStore } from './ports/store.js';
import { FlakyPersistence } from './test-support.js';

function setup(persistence = new FlakyPersistence()) {
  const store = new MemoryStore();
  const durability = new Durability(store, persistence, () => store.snapshot(new Date(0).toISOString()));
  return { store, durability, persistence, things: store.table<Row & { n: number }>('things') };
}

describe('durability unit of work', () => {
  it('concurrent writers share one commit (group commit)', async () => {
    const { durability, persistence, things } = setup();
    persistence.delayMs = 20;
    things.set({ id: 'first', n: 0 });
    const first = durability.commit();
    // Written while the first group is on its way: they travel together in the next one.
    const rest = Array.from({ length: 50 }, (_, i) => {
      things.set({ id: `t${i}`, n: i });
      return durability.commit();
    });
    await Promise.all([first, ...rest]);
    expect(persistence.commits).toHaveLength(2);
    expect(persistence.commits[1]).toHaveLength(50);
    expect(persistence.ids('things')).toHaveLength(51);
  });

  it('a failed group is undone together with every change made while it was written', async () => {
    const { durability, persistence, things } = setup();
    things.set({ id: 'kept', n: 1 });
    await durability.commit();
    persistence.failing = true;
    persistence.delayMs = 10;
    things.update('kept', (r) => ({ ...r, n: 2 }));
    const failed = durability.commit();
    things.set({ id: 'later', n: 3 });
    things.delete('kept');
    const later = durability.commit();
    await expect(failed).rejects.toBeInstanceOf(NotDurableError);
    await expect(later).rejects.toBeInstanceOf(NotDurableError);
    expect(things.all()).toEqual([{ id: 'kept', n: 1 }]);
  });

  it('work that ran while changes were undone is void, even if it wrote nothing itself', async () => {
    const { durability, persistence, things } = setup();
    const reader = durability.mark();
    persistence.failing = true;
    things.set({ id: 'dirty', n: 1 });
    await durability.commit().catch(() => undefined);
    expect(durability.undoneSince(reader)).toBe(true);
    expect(durability.undoneSince(durability.mark())).toBe(false);
  });

  it('commits succeed again as soon as writes work again', async () => {
    const { durability, persistence, things } = setup();
    persistence.failing = true;
    things.set({ id: 'a', n: 1 });
    await expect(durability.commit()).rejects.toBeInstanceOf(NotDurableError);
    persistence.failing = false;
    things.set({ id: 'b', n: 2 });
    await durability.commit();
    expect(persistence.ids('things')).toEqual(['b']);
  });

  it('a reset that fails to commit puts every table back', async () => {
    const { store, durability, persistence, things } = setup();
    things.set({ id: 'a', n: 1 });
    await durability.commit();
    persistence.failing = true;
    store.reset();
    store.table<Row>('other').set({ id: 'x' });
    await expect(durability.commit()).rejects.toBeInstanceOf(NotDurableError);
    expect(store.snapshot('').tables).toEqual({ things: [{ id: 'a', n: 1 }] });
  });

  it('an outgoing message waits for the rows it is built from, not for unrelated changes', async () => {
    const { durability, persistence, things } = setup();
    things.set({ id: 'announced', n: 1 });
    await durability.commit();
    things.set({ id: 'unrelated', n: 2 });
    await durability.commitRows([['things', 'announced']]);
    expect(persistence.commits).toHaveLength(1);
    things.set({ id: 'announced', n: 3 });
    await durability.commitRows([['things', 'announced']]);
    expect(persistence.ids('things')).toEqual(['announced', 'unrelated']);
  });

  it('stored rows are frozen, so a change made in place cannot escape the undo log', () => {
    const { things } = setup();
    const row = things.set({ id: 'a', n: 1 });
    expect(() => {
      (row as { n: number }).n = 2;
    }).toThrow(TypeError);
  });
});
