import { describe, expect, it } from 'vitest';
import { FlakyPersistence } from '../test-support.js';
import { GroupCommitDurability, NotDurableError } from './durability.js';
import type { Row } from './store.js';
import { MemoryStore } from './store.js';

function setup(persistence = new FlakyPersistence()) {
  const store = new MemoryStore();
  const durability = new GroupCommitDurability(store, persistence, () => store.exportSnapshot(new Date(0).toISOString()));
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

  it("bookkeeping saved soon rides with the next group and never takes a request's place in the pipeline", async () => {
    const persistence = Object.assign(new FlakyPersistence(), { pipelined: true });
    const { durability, things } = setup(persistence);
    persistence.delayMs = 20;
    things.set({ id: 'request-1', n: 1 });
    const first = durability.commit();
    // An email's outcome recorded after its answer: nobody waits for it, so it must not use the free slot...
    things.set({ id: 'bookkeeping', n: 2 });
    durability.commitSoon();
    // ...which the next request takes, carrying the bookkeeping with it.
    things.set({ id: 'request-2', n: 3 });
    await Promise.all([first, durability.commit()]);
    expect(persistence.commits.map((group) => group.map((c) => (c.op === 'set' ? c.row.id : c.op)))).toEqual([
      ['request-1'],
      ['bookkeeping', 'request-2'],
    ]);
    // With nothing in flight it is saved on its own, at once.
    things.set({ id: 'alone', n: 4 });
    durability.commitSoon();
    await durability.commit();
    expect(persistence.commits).toHaveLength(3);
    expect(persistence.ids('things')).toContain('alone');
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
    expect(store.exportSnapshot('').tables).toEqual({ things: [{ id: 'a', n: 1 }] });
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
