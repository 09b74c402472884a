// Keeps reference-server state in a data file: a snapshot (FILE) plus an append-only journal (FILE.journal) that
// receives each committed group of changes with one write and one fsync, and is folded into the snapshot at start
// and whenever it outgrows the snapshot. A write costs what it changes, not what is stored.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Persistence } from '../ports/persistence.js';
import type { StoreSnapshot } from '../ports/store.js';
import type { DataFileSnapshot } from './journal-format.js';
import { applyChanges, encodeLine, fromMaps, journalHeader, readJournal, toMaps } from './journal-format.js';

/** @public */
export interface FilePersistenceOptions {
  /** Fold the journal into the snapshot once it is this large and larger than the snapshot; default 16 MiB. */
  compactAfterBytes?: number;
  /** Where warnings go (a torn journal tail skipped); default console.warn. */
  warn?: (message: string) => void;
}

const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
/** Where the platform has O_DSYNC, a journal write returns only once its data is on disk: one call per group. */
const SYNC_FLAG = constants.O_DSYNC ?? constants.O_SYNC;
const APPEND_DURABLY = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (SYNC_FLAG ?? 0);
let counter = 0;

/** A clear start-up error for a path that cannot hold the data file. */
function unusable(file: string, error: unknown): Error {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new Error(`cannot keep state in ${file}: ${reason} (${(error as Error).message})`, { cause: error });
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `text` to a temporary file beside `target`, fsyncs it, renames it over `target` and fsyncs the folder. */
async function replaceAtomically(target: string, text: string): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${++counter}.tmp`);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  const dir = await open(dirname(target), 'r').catch(() => undefined);
  await dir?.sync().catch(() => undefined);
  await dir?.close();
}

/**
 * State in `file` (a snapshot) and `file.journal`. Acknowledged writes survive `kill -9` at any moment: a group is
 * acknowledged only after its journal line is fsynced, and a snapshot replaces the old one by an atomic rename.
 * @public
 */
export function createFilePersistence(file: string, options: FilePersistenceOptions = {}): Persistence {
  const journalFile = `${file}.journal`;
  const minCompact = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
  const warn = options.warn ?? ((message: string) => console.warn(`[svc-reference-server] ${message}`));
  let journal: FileHandle | undefined;
  let journalBytes = 0;
  let compactAt = minCompact;
  let needsSnapshot = true;
  /** A write failed part-way: the journal may hold part of a line after `journalBytes`. */
  let damaged = false;

  async function compact(snapshot: StoreSnapshot): Promise<void> {
    // Until a compaction completes, only another one may write: appending to a journal the snapshot no longer
    // names would lose the line at the next start.
    needsSnapshot = true;
    const token = randomBytes(12).toString('hex');
    const text = JSON.stringify({ ...snapshot, journal: token } satisfies DataFileSnapshot);
    await replaceAtomically(file, text);
    // A crash here leaves the old journal, whose token no longer matches: it is ignored, its changes are in the snapshot.
    const header = journalHeader(token);
    await journal?.close().catch(() => undefined);
    journal = undefined;
    await replaceAtomically(journalFile, header);
    journal = await open(journalFile, APPEND_DURABLY, 0o600);
    journalBytes = Buffer.byteLength(header);
    compactAt = Math.max(minCompact, text.length);
    needsSnapshot = false;
  }

  async function removeTemporaryFiles(dir: string): Promise<void> {
    const prefix = `.${basename(file)}.`;
    for (const name of await readdir(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
    }
  }

  return {
    async load() {
      const dir = dirname(file);
      try {
        await mkdir(dir, { recursive: true });
        await removeTemporaryFiles(dir);
        // Opening for append proves at start that the folder is writable.
        journal = await open(journalFile, APPEND_DURABLY, 0o600);
      } catch (error) {
        throw unusable(file, error);
      }
      const text = await readIfPresent(file);
      if (text === undefined) return undefined;
      let stored: DataFileSnapshot;
      try {
        stored = JSON.parse(text) as DataFileSnapshot;
      } catch {
        // Never start over silently: that would lose what was stored.
        throw new Error(`${file} is not valid JSON; refusing to start. Move it aside to start from empty state.`);
      }
      const { journal: token, ...snapshot } = stored;
      const read = readJournal((await readIfPresent(journalFile)) ?? '');
      if (read.tornBytes > 0 && (read.token === undefined || read.token === token)) {
        warn(`${journalFile}: skipped ${read.tornBytes} bytes of an incomplete last write (a crash cut it short; it was never acknowledged)`);
      }
      if (token === undefined || read.token !== token) return snapshot;
      const maps = toMaps(snapshot);
      for (const batch of read.batches) applyChanges(maps, batch);
      const merged = fromMaps(maps, snapshot.savedAt);
      // Start from a fresh snapshot: start-up time stays bounded by the state, not by the history.
      if (read.batches.length > 0 || read.tornBytes > 0) await compact(merged);
      else {
        journalBytes = Buffer.byteLength(journalHeader(token));
        compactAt = Math.max(minCompact, text.length);
        needsSnapshot = false;
      }
      return merged;
    },

    async commit(changes, state) {
      if (needsSnapshot || journalBytes >= compactAt || changes.some((c) => c.op === 'clear')) {
        return compact(state());
      }
      if (changes.length === 0) return;
      const line = encodeLine(changes);
      if (!journal) journal = await open(journalFile, APPEND_DURABLY, 0o600);
      try {
        // A failed write may have left part of a line: cut it off, or the next line would follow garbage and be
        // read as part of a torn tail.
        if (damaged) await journal.truncate(journalBytes);
        damaged = true;
        await journal.write(line);
        if (SYNC_FLAG === undefined) await journal.datasync();
        damaged = false;
      } catch (error) {
        // The handle may be unusable (a removed folder, a full disk): open it afresh on the next commit.
        await journal.close().catch(() => undefined);
        journal = undefined;
        throw error;
      }
      journalBytes += Buffer.byteLength(line);
    },

    async close() {
      await journal?.close().catch(() => undefined);
      journal = undefined;
    },
  };
}
