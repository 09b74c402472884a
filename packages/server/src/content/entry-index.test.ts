import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../ports/store.js';
import type { ListKey } from './entry-index.js';
import { compareKeys, pageOf, scopeIndex, writeEntry } from './entry-index.js';
import type { EntryRecord, EntryStatus } from './model.js';
import { entriesTable } from './model.js';

const T0 = Date.UTC(2026, 0, 1);

function entry(n: number, publishedMs: number, status: EntryStatus = 'published', over: Partial<EntryRecord> = {}): EntryRecord {
  const content = { title: `Entry ${n}`, summary: null, image: null, fields: {} };
  return {
    id: `ent_${String(n).padStart(7, '0')}`,
    websiteId: 'web_1',
    environment: 'live',
    collection: 'events',
    status,
    slug: `entry-${n}`,
    slugPublished: status !== 'draft',
    formerSlugs: [],
    draft: content,
    published: status === 'draft' ? null : content,
    publishedAt: status === 'draft' ? null : new Date(publishedMs).toISOString(),
    publishedUpdatedAt: null,
    createdAt: new Date(T0).toISOString(),
    updatedAt: new Date(T0).toISOString(),
    ...over,
  };
}

/** Every page of a scope, following keyset positions to the end. */
function walk(list: readonly ListKey[], limit: number): ListKey[][] {
  const pages: ListKey[][] = [];
  let after: ListKey | undefined;
  for (;;) {
    const page = pageOf(list, limit, after);
    pages.push(page.keys);
    if (!page.hasMore) return pages;
    after = page.keys[page.keys.length - 1];
  }
}

describe('content entry index', () => {
  it('lists published entries by publishedAt descending, then id descending, and leaves drafts and unpublished out', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    table.set(entry(1, T0 + 1000));
    table.set(entry(2, T0 + 3000));
    table.set(entry(3, T0 + 3000));
    table.set(entry(4, T0 + 2000, 'draft'));
    table.set(entry(5, T0 + 5000, 'unpublished'));
    table.set(entry(6, T0 + 2000, 'published', { environment: 'test' }));
    const ids = scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published.map((k) => k.id);
    expect(ids).toEqual(['ent_0000003', 'ent_0000002', 'ent_0000001']);
  });

  it('a page of a 200,000-entry collection is found by binary search at any depth (every page checked, to page 1,000)', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    const total = 200_000;
    // Publication times repeat every 7 entries so ties on publishedAt are broken by id.
    for (let n = 1; n <= total; n++) table.set(entry(n, T0 + Math.floor(n / 7) * 1000));
    const list = scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published;
    expect(list).toHaveLength(total);
    const pages = walk(list, 200);
    expect(pages).toHaveLength(1000);
    const flat = pages.flat();
    const seen = flat.map((k) => k.id);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe('ent_0200000');
    expect(seen[total - 1]).toBe('ent_0000001');
    const outOfOrder = flat.findIndex((k, i) => i > 0 && compareKeys(flat[i - 1]!, k) >= 0);
    expect(outOfOrder).toBe(-1);
    // Page 1,000 reached directly from its cursor, without the 999 pages before it.
    const deep = pageOf(list, 200, list[999 * 200 - 1]);
    expect(deep.keys.map((k) => k.id)).toEqual(pages[999]!.map((k) => k.id));
    expect(deep.hasMore).toBe(false);
  }, 60_000);

  it('a last page that is exactly full reports no further page', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    for (let n = 1; n <= 6; n++) table.set(entry(n, T0 + n));
    const pages = walk(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3]);
  });

  it('a cursor positioned on an entry that was since unpublished still continues after it', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    for (let n = 1; n <= 10; n++) table.set(entry(n, T0 + n * 1000));
    const first = pageOf(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published, 3);
    const last = first.keys[2]!;
    const gone = table.get(last.id)!;
    writeEntry(table, gone, { ...gone, status: 'unpublished' });
    const next = pageOf(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published, 3, last);
    expect(next.keys.map((k) => k.id)).toEqual(['ent_0000007', 'ent_0000006', 'ent_0000005']);
  });

  it('writes through writeEntry keep the index equal to a full rebuild (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            n: fc.integer({ min: 1, max: 30 }),
            at: fc.integer({ min: 0, max: 5 }),
            status: fc.constantFrom<EntryStatus>('draft', 'published', 'unpublished'),
          }),
          {
            maxLength: 60,
          },
        ),
        (writes) => {
          const store = new MemoryStore();
          const table = entriesTable({ store });
          scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' });
          for (const w of writes) {
            const before = table.get(entry(w.n, 0).id);
            writeEntry(table, before, entry(w.n, T0 + w.at * 1000, w.status, { slug: `s-${w.n}-${w.at}`, formerSlugs: [`f-${w.n}`] }));
          }
          const incremental = scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' });
          const snapshot = { published: [...incremental.published], slugs: new Map(incremental.slugs), ids: new Set(incremental.entryIds) };
          const rebuilt = new MemoryStore();
          rebuilt.importSnapshot(store.exportSnapshot('x'));
          const fresh = scopeIndex(entriesTable({ store: rebuilt }), { websiteId: 'web_1', environment: 'live', collection: 'events' });
          expect(snapshot.published).toEqual(fresh.published);
          expect(snapshot.slugs).toEqual(fresh.slugs);
          expect(snapshot.ids).toEqual(fresh.entryIds);
        },
      ),
    );
  });

  it('a write made outside writeEntry makes the index rebuild on the next read', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    table.set(entry(1, T0));
    expect(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published).toHaveLength(1);
    table.set(entry(2, T0 + 1));
    expect(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published.map((k) => k.id)).toEqual([
      'ent_0000002',
      'ent_0000001',
    ]);
  });

  it('rows of an imported state that are not entries are left out instead of failing reads', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    table.set(entry(1, T0));
    table.set({ id: 'junk' } as EntryRecord);
    table.set(entry(2, T0, 'published', { publishedAt: 'yesterday' }));
    expect(scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).published.map((k) => k.id)).toEqual([
      'ent_0000001',
    ]);
  });

  it('former slugs stay in the slug map of their entry', () => {
    const store = new MemoryStore();
    const table = entriesTable({ store });
    table.set(entry(1, T0, 'published', { slug: 'new', formerSlugs: ['old', 'older'] }));
    const slugs = scopeIndex(table, { websiteId: 'web_1', environment: 'live', collection: 'events' }).slugs;
    expect([slugs.get('new'), slugs.get('old'), slugs.get('older')]).toEqual(['ent_0000001', 'ent_0000001', 'ent_0000001']);
  });
});
