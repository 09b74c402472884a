// The request journal's list query without HTTP: what it reads, what it refuses, the page it selects.
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../http/validation.js';
import type { JournalEntry } from '../ports/journal.js';
import { journalPage, readJournalQuery } from './journal-query.js';

const query = (params: Record<string, string>) => readJournalQuery((name) => params[name]);
const entry = (seq: number, status: number, fromConsole = false) =>
  ({ seq, status, fromConsole, at: seq * 1000, path: `/p/${seq}`, query: '', method: 'GET', operationId: 'getHealth' }) as JournalEntry;

describe('the journal list query', () => {
  it('defaults: 50 a page from the newest, the console calls left out', () => {
    const read = query({});
    if (isRefusal(read)) throw new Error('refused');
    expect(read.limit).toBe(50);
    expect(read.before).toBe(Infinity);
    expect(read.filter.withConsole).toBe(false);
  });

  it('names every bad parameter in one 400', () => {
    expect(query({ limit: '0', status: '6xx', method: 'get', since: 'yesterday' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['status', 'limit', 'method', 'since'],
    });
  });

  it('a page: the filters, the count of matches, the cursor of the next page', () => {
    const entries = [entry(5, 500), entry(4, 200), entry(3, 503, true), entry(2, 502), entry(1, 200)];
    const read = query({ status: '5xx', limit: '1' });
    if (isRefusal(read)) throw new Error('refused');
    const first = journalPage(entries, read);
    expect(first.requests.map((e) => e.seq)).toEqual([5]);
    expect(first.matched).toBe(2);
    expect(first.nextCursor).toBe('5');
    const next = query({ status: '5xx', limit: '1', cursor: '5' });
    if (isRefusal(next)) throw new Error('refused');
    expect(journalPage(entries, next)).toMatchObject({ requests: [{ seq: 2 }], nextCursor: null });
  });
});
