import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../ports/store.js';
import { newestFirst } from './leads.js';
import type { Submission } from './model.js';
import { SUBMISSIONS_TABLE } from './model.js';
import { submissionIndex } from './newest-index.js';

const row = (n: number, second: number, extra: Partial<Submission> = {}) =>
  ({
    id: `sub_${String(n).padStart(4, '0')}`,
    websiteId: n % 3 === 0 ? 'web_b' : 'web_a',
    environment: n % 2 === 0 ? 'live' : 'test',
    form: n % 4 === 0 ? 'quote' : 'contact',
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
    lead: { status: 'unread', assignee: null, updatedAt: '' },
    ...extra,
  }) as unknown as Submission;

/** What the index must equal: the scope filtered from the table and sorted newest first. */
function naive(store: MemoryStore, websiteId: string, environment: string): string[] {
  return store
    .table<Submission>(SUBMISSIONS_TABLE)
    .filter((s) => s.websiteId === websiteId && s.environment === environment)
    .sort(newestFirst)
    .map((s) => s.id);
}

function indexed(store: MemoryStore, websiteId: string, environment: string): string[] {
  return submissionIndex(store.table<Submission>(SUBMISSIONS_TABLE))
    .rows(websiteId, environment)
    .map((s) => s.id)
    .reverse();
}

const SCOPES = [
  ['web_a', 'live'],
  ['web_a', 'test'],
  ['web_b', 'live'],
  ['web_b', 'test'],
] as const;

type Step =
  | { op: 'set'; n: number; second: number; form?: string }
  | { op: 'delete'; n: number }
  | { op: 'reset' }
  | { op: 'checkpoint' }
  | { op: 'rollback' };

describe('the newest-first index of submissions', () => {
  it('stays equal to filter-and-sort through inserts, changes, deletes, rollbacks, resets and checkpoints', () => {
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          op: fc.constant('set' as const),
          n: fc.nat(40),
          second: fc.nat(20),
          form: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), n: fc.nat(40) }) },
      { weight: 1, arbitrary: fc.constantFrom<Step>({ op: 'reset' }, { op: 'checkpoint' }, { op: 'rollback' }) },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.nat(60), (steps, readAt) => {
        const store = new MemoryStore();
        store.trackChanges();
        const table = store.table<Submission>(SUBMISSIONS_TABLE);
        const checkpoint = store.checkpoint();
        let mark = store.writeCount;
        steps.forEach((s, i) => {
          if (i === readAt) indexed(store, 'web_a', 'live'); // the index exists from here on
          if (s.op === 'set') table.set(row(s.n, s.second, s.form ? { form: s.form } : {}));
          else if (s.op === 'delete') table.delete(row(s.n, 0).id);
          else if (s.op === 'reset') store.reset();
          else if (s.op === 'checkpoint') store.restoreCheckpoint(checkpoint);
          else {
            store.rollback(mark);
            mark = store.writeCount;
          }
          if (i % 7 === 0) for (const [w, e] of SCOPES) expect(indexed(store, w, e)).toEqual(naive(store, w, e));
        });
        for (const [w, e] of SCOPES) {
          expect(indexed(store, w, e)).toEqual(naive(store, w, e));
          const forms = [...new Set(table.filter((x) => x.websiteId === w && x.environment === e).map((x) => x.form))].sort();
          expect(submissionIndex(table).forms(w, e)).toEqual(forms);
        }
        expect(
          submissionIndex(table)
            .website('web_a')
            .map((s) => s.id),
        ).toEqual(
          table
            .filter((x) => x.websiteId === 'web_a')
            .sort(newestFirst)
            .map((x) => x.id),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('follows state loaded at start-up and a restored snapshot', () => {
    const store = new MemoryStore();
    const table = store.table<Submission>(SUBMISSIONS_TABLE);
    table.set(row(2, 1));
    expect(indexed(store, 'web_a', 'live')).toEqual(['sub_0002']);
    store.loadPersisted({
      format: 'svc-reference-state',
      version: 1,
      savedAt: '',
      tables: { [SUBMISSIONS_TABLE]: [row(4, 3), row(8, 5)] },
    });
    expect(indexed(store, 'web_a', 'live')).toEqual(['sub_0008', 'sub_0004']);
    store.importSnapshot({ format: 'svc-reference-state', version: 1, savedAt: '', tables: { [SUBMISSIONS_TABLE]: [row(10, 9)] } });
    expect(indexed(store, 'web_a', 'live')).toEqual(['sub_0010']);
  });
});
