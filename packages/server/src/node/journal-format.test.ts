import { describe, expect, it } from 'vitest';
import { encodeLine, journalHeader, readJournal } from './journal-format.js';

const set = (id: string) => [{ op: 'set', table: 't', row: { id } }];

describe('journal lines', () => {
  it('a journal reads back every intact line after its header', () => {
    const text = journalHeader('tok') + encodeLine(set('a')) + encodeLine(set('b'));
    expect(readJournal(text)).toEqual({ token: 'tok', batches: [set('a'), set('b')], tornBytes: 0 });
  });

  it('a last line without its newline is a torn tail, even when its JSON happens to be complete', () => {
    const text = journalHeader('tok') + encodeLine(set('a')) + encodeLine(set('b')).slice(0, -1);
    const read = readJournal(text);
    expect(read.batches).toEqual([set('a')]);
    expect(read.tornBytes).toBe(encodeLine(set('b')).length - 1);
  });

  it('a line whose checksum does not match ends the journal there', () => {
    const bad = encodeLine(set('b')).replace('"b"', '"c"');
    const read = readJournal(journalHeader('tok') + encodeLine(set('a')) + bad + encodeLine(set('d')));
    expect(read.batches).toEqual([set('a')]);
    expect(read.tornBytes).toBeGreaterThan(0);
  });

  it('a journal without a valid header continues no snapshot', () => {
    expect(readJournal(encodeLine(set('a'))).token).toBeUndefined();
  });

  it('line separators inside values stay inside the line (JSON escapes newlines)', () => {
    const batch = [{ op: 'set', table: 't', row: { id: 'x', text: 'one\ntwo\u2028three' } }];
    expect(readJournal(journalHeader('tok') + encodeLine(batch)).batches).toEqual([batch]);
  });
});
