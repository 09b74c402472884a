// The data file's journal: one line per committed group of changes, `<crc32 hex> <json>`, so a line torn by a crash
// is detected; the first line names the snapshot the journal continues.

import { crc32 } from 'node:zlib';
import type { Change, Row, StoreSnapshot } from '@svc/reference-server';

/** The snapshot file: a state snapshot plus the token of the journal that continues it. */
export interface DataFileSnapshot extends StoreSnapshot {
  journal?: string;
}

function checksum(json: string): string {
  return crc32(json).toString(16).padStart(8, '0');
}

export function encodeLine(value: unknown): string {
  const json = JSON.stringify(value);
  return `${checksum(json)} ${json}\n`;
}

export function journalHeader(token: string): string {
  return encodeLine({ journal: token });
}

export interface ReadJournal {
  /** Token of the snapshot this journal continues; undefined when the header is missing or damaged. */
  token: string | undefined;
  batches: Change[][];
  /** Bytes after the last intact line (a write a crash cut short); 0 when the journal ends cleanly. */
  tornBytes: number;
}

/** Reads intact lines up to the first damaged one; everything from there on is a torn tail. */
export function readJournal(text: string): ReadJournal {
  const out: ReadJournal = { token: undefined, batches: [], tornBytes: 0 };
  let offset = 0;
  let first = true;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    const line = end === -1 ? undefined : text.slice(offset, end);
    const value = line === undefined ? undefined : parseLine(line);
    if (value === undefined) {
      out.tornBytes = Buffer.byteLength(text.slice(offset));
      break;
    }
    if (first) {
      const token = (value as { journal?: unknown }).journal;
      if (typeof token !== 'string') {
        out.tornBytes = Buffer.byteLength(text.slice(offset));
        break;
      }
      out.token = token;
      first = false;
    } else {
      if (!Array.isArray(value)) {
        out.tornBytes = Buffer.byteLength(text.slice(offset));
        break;
      }
      out.batches.push(value as Change[]);
    }
    offset = end + 1;
  }
  return out;
}

function parseLine(line: string): unknown {
  const space = line.indexOf(' ');
  if (space !== 8) return undefined;
  const json = line.slice(9);
  if (checksum(json) !== line.slice(0, 8)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** Tables as maps, so replaying a journal costs what it changes. */
export type TableMaps = Map<string, Map<string, Row>>;

export function toMaps(snapshot: StoreSnapshot): TableMaps {
  const maps: TableMaps = new Map();
  for (const [name, rows] of Object.entries(snapshot.tables)) maps.set(name, new Map(rows.map((row) => [row.id, row])));
  return maps;
}

export function applyChanges(maps: TableMaps, changes: readonly Change[]): void {
  for (const change of changes) {
    if (change.op === 'clear') maps.clear();
    else if (change.op === 'delete') maps.get(change.table)?.delete(change.id);
    else {
      let table = maps.get(change.table);
      if (!table) maps.set(change.table, (table = new Map<string, Row>()));
      table.set(change.row.id, change.row);
    }
  }
}

export function fromMaps(maps: TableMaps, savedAt: string): StoreSnapshot {
  const tables: Record<string, Row[]> = {};
  for (const [name, rows] of maps) if (rows.size > 0) tables[name] = [...rows.values()];
  return { format: 'svc-reference-state', version: 1, savedAt, tables };
}
