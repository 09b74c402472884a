import { describe, expect, it } from 'vitest';
import type { JournalEntry } from './journal.js';
import { MemoryRequestJournal } from './journal.js';

function entry(journal: MemoryRequestJournal, id: string, fromConsole = false): JournalEntry {
  return {
    seq: journal.nextSeq(),
    id,
    at: 0,
    method: 'GET',
    path: '/v1/content/entries',
    query: '',
    operationId: 'listEntries',
    status: 200,
    durationMs: 1,
    keyFamily: 'pk_live',
    fromConsole,
    reason: null,
    code: null,
    fields: null,
    fault: null,
    requestHeaders: undefined,
    requestBody: undefined,
    responseHeaders: undefined,
    responseBody: undefined,
    bodyOmitted: false,
  };
}

describe('MemoryRequestJournal: the last requests, for the console', () => {
  it('keeps the newest `size` requests, newest first, and forgets the oldest (also for get by id)', () => {
    const journal = new MemoryRequestJournal(3);
    for (const id of ['req_1', 'req_2', 'req_3', 'req_4']) journal.record(entry(journal, id));

    expect([...journal.newestFirst()].map((e) => e.id)).toEqual(['req_4', 'req_3', 'req_2']);
    expect(journal.count).toBe(3);
    expect(journal.get('req_2')?.seq).toBe(2);
    expect(journal.get('req_1')).toBeUndefined();
  });

  it("counts the console's own calls among the entries held, also as they are dropped", () => {
    const journal = new MemoryRequestJournal(2);
    journal.record(entry(journal, 'req_1', true));
    journal.record(entry(journal, 'req_2', true));
    expect(journal.consoleCount).toBe(2);

    journal.record(entry(journal, 'req_3'));
    expect(journal.consoleCount).toBe(1);
  });

  it('size 0 keeps nothing and says so (enabled false); clear forgets every request but the cursor goes on', () => {
    const off = new MemoryRequestJournal(0);
    off.record(entry(off, 'req_1'));
    expect(off.enabled).toBe(false);
    expect([...off.newestFirst()]).toEqual([]);

    const journal = new MemoryRequestJournal(5);
    journal.record(entry(journal, 'req_1'));
    journal.clear();
    expect(journal.count).toBe(0);
    expect(journal.nextSeq()).toBe(2);
  });

  it('refuses a size that is not an integer from 0 to 100000, naming the value and the range', () => {
    expect(() => new MemoryRequestJournal(-1)).toThrow('journalSize must be an integer from 0 to 100000, got -1');
    expect(() => new MemoryRequestJournal(1.5)).toThrow('got 1.5');
  });
});
