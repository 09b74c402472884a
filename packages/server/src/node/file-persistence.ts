// Keeps reference-server state in a data file: a snapshot (FILE) plus an append-only journal (FILE.journal) that
// receives each committed group of changes with one write and one fsync, and is folded into the snapshot at start
// and whenever it outgrows the snapshot. A write costs what it changes, not what is stored.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Persistence } from '../ports/persistence.js';
import type { StoreSnapshot } from '../ports/store.js';
import type { DataLock } from './data-lock.js';
import { lockDataFile } from './data-lock.js';
import type { DataFileSnapshot } from './journal-format.js';
import { applyChanges, encodeLine, fromMaps, journalHeader, readJournal, toMaps } from './journal-format.js';

/** Options of `createFilePersistence`. @public */
export interface FilePersistenceOptions {
  /** Fold the journal into the snapshot once it is this large and larger than the snapshot; default 16 MiB. */
  compactAfterBytes?: number;
  /** Where warnings go (a torn journal tail skipped); default console.warn. */
  warn?: (message: string) => void;
}

const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024 * 1024;
let counter = 0;

const newToken = (): string => randomBytes(12).toString('hex');
const HEADER_BYTES = Buffer.byteLength(journalHeader(newToken()));

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

/**
 * Appends `text` with synchronous writes: a few KiB into the page cache takes microseconds, and skipping the thread
 * pool's round trip shortens every group's path to its fdatasync (the wait every durable answer has).
 */
function appendSync(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) offset += fs.writeSync(fd, bytes, offset);
}

/** Writes `text` to a temporary file beside `target`, fsyncs it, renames it over `target` and fsyncs the folder. */
export async function replaceAtomically(target: string, text: string): Promise<void> {
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
  let lock: DataLock | undefined;
  /** Bytes appended to the journal, and the end of the last group known durable. */
  let writtenBytes = 0;
  let durableBytes = 0;
  let compactAt = minCompact;
  let needsSnapshot = true;
  /** A group failed: the journal may hold lines after `durableBytes` that must be cut off before the next append. */
  let damaged = false;
  /** Groups of this generation or older fail: they were sent before the server learnt of a failure. */
  let failedGeneration = -1;
  let highestGeneration = 0;
  /** What the journal will be once every queued group is written: compaction is decided on this, once. */
  let plannedSnapshot = true;
  let plannedBytes = 0;
  /** Appends and compactions run one at a time, in call order. */
  let writes: Promise<unknown> = Promise.resolve();
  /** The outcome of the latest group: a group resolves only after the one before it. */
  let previousGroup: Promise<void> = Promise.resolve();

  async function compact(snapshot: StoreSnapshot): Promise<void> {
    // Until a compaction completes, only another one may write: appending to a journal the snapshot no longer
    // names would lose the line at the next start.
    needsSnapshot = true;
    const token = newToken();
    const text = JSON.stringify({ ...snapshot, journal: token } satisfies DataFileSnapshot);
    await replaceAtomically(file, text);
    // A crash here leaves the old journal, whose token no longer matches: it is ignored, its changes are in the snapshot.
    const header = journalHeader(token);
    await journal?.close().catch(() => undefined);
    journal = undefined;
    await replaceAtomically(journalFile, header);
    journal = await open(journalFile, 'a', 0o600);
    writtenBytes = durableBytes = Buffer.byteLength(header);
    compactAt = Math.max(minCompact, text.length);
    needsSnapshot = false;
    damaged = false;
  }

  async function removeTemporaryFiles(dir: string): Promise<void> {
    const prefix = `.${basename(file)}.`;
    for (const name of await readdir(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
    }
  }

  async function loadLocked(dir: string): Promise<StoreSnapshot | undefined> {
    try {
      await removeTemporaryFiles(dir);
      // Opening for append proves at start that the folder is writable.
      journal = await open(journalFile, 'a', 0o600);
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
    if (token === undefined || read.token !== token) {
      // A snapshot without a journal of its own (an older data file, or a crash mid-compaction): give it one now.
      await compact(snapshot);
      plannedSnapshot = false;
      plannedBytes = writtenBytes;
      return snapshot;
    }
    const maps = toMaps(snapshot);
    for (const batch of read.batches) applyChanges(maps, batch);
    const merged = fromMaps(maps, snapshot.savedAt);
    // Start from a fresh snapshot: start-up time stays bounded by the state, not by the history.
    if (read.batches.length > 0 || read.tornBytes > 0) {
      await compact(merged);
      plannedSnapshot = false;
      plannedBytes = writtenBytes;
    } else {
      writtenBytes = durableBytes = plannedBytes = Buffer.byteLength(journalHeader(token));
      compactAt = Math.max(minCompact, text.length);
      needsSnapshot = plannedSnapshot = false;
    }
    return merged;
  }

  return {
    async load() {
      const dir = dirname(file);
      try {
        await mkdir(dir, { recursive: true });
      } catch (error) {
        throw unusable(file, error);
      }
      // Before anything is read or written: a second writer must not even clean up the first one's temporary files.
      lock = await lockDataFile(file, warn).catch((error: NodeJS.ErrnoException) => {
        throw error.code ? unusable(file, error) : error;
      });
      try {
        return await loadLocked(dir);
      } catch (error) {
        await journal?.close().catch(() => undefined);
        journal = undefined;
        await lock.release();
        lock = undefined;
        throw error;
      }
    },

    pipelined: true,

    commit(changes, state, { generation }) {
      highestGeneration = Math.max(highestGeneration, generation);
      const compacting = plannedSnapshot || plannedBytes >= compactAt || changes.some((c) => c.op === 'clear');
      // Taken now: later groups may change the state before this group's turn comes.
      const snapshot = compacting ? state() : undefined;
      const line = compacting || changes.length === 0 ? undefined : encodeLine(changes);
      if (compacting) {
        plannedSnapshot = false;
        plannedBytes = HEADER_BYTES;
      } else if (line !== undefined) plannedBytes += Buffer.byteLength(line);
      const before = previousGroup;
      const poison = (): void => {
        failedGeneration = Math.max(failedGeneration, highestGeneration);
        damaged = true;
        // The next group starts from what is on disk: a compaction still owed, or the journal cut back.
        plannedSnapshot = needsSnapshot;
        plannedBytes = durableBytes;
      };
      const written = writes.then(async (): Promise<{ end: number; handle: FileHandle | undefined }> => {
        if (snapshot) {
          // The journal is replaced: let the groups before this one finish with it first.
          await before.catch(() => undefined);
        }
        if (generation <= failedGeneration) throw new Error('an earlier group of changes could not be saved');
        try {
          if (snapshot) {
            await compact(snapshot);
            return { end: durableBytes, handle: undefined };
          }
          if (line === undefined) return { end: writtenBytes, handle: undefined };
          if (!journal) journal = await open(journalFile, 'a', 0o600);
          // What a failed group left (part of a line, or lines of groups built on it) is cut off first, or the next
          // line would follow garbage and be read as part of a torn tail.
          if (damaged) {
            await journal.truncate(durableBytes);
            writtenBytes = durableBytes;
            damaged = false;
          }
          appendSync(journal.fd, line);
          writtenBytes += Buffer.byteLength(line);
          return { end: writtenBytes, handle: journal };
        } catch (error) {
          // At once, before the next group's turn: it was built on this one.
          poison();
          throw error;
        }
      });
      writes = written.catch(() => undefined);
      const group = (async () => {
        const { end, handle } = await written;
        // Writing is ordered above; syncs of consecutive groups may overlap.
        await handle?.datasync();
        // After the group before; a failure there fails this group only if it was built on it (same generation).
        await before.catch(() => undefined);
        if (generation <= failedGeneration) throw new Error('an earlier group of changes could not be saved');
        durableBytes = Math.max(durableBytes, end);
      })();
      group.catch(async () => {
        poison();
        // The handle may be unusable (a removed folder, a full disk): open it afresh for the next group.
        const stale = journal;
        journal = undefined;
        await stale?.close().catch(() => undefined);
      });
      previousGroup = group;
      return group;
    },

    async close() {
      await writes;
      await previousGroup.catch(() => undefined);
      await journal?.close().catch(() => undefined);
      journal = undefined;
      await lock?.release();
      lock = undefined;
    },
  };
}
