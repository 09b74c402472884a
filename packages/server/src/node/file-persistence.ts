// Keeps reference-server state in a data file: a snapshot (FILE) plus an append-only journal (FILE.journal) that
// receives each committed group of changes with one write and one fsync, and is folded into the snapshot at start
// and whenever it outgrows the snapshot. A write costs what it changes, not what is stored.

import { randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Change, CommitContext, Persistence, StoreSnapshot } from '@svc/reference-server';
import type { DataLock } from './data-lock.js';
import { lockDataFile } from './data-lock.js';
import { appendSync, readIfPresent, replaceAtomically } from './files.js';
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

const newToken = (): string => randomBytes(12).toString('hex');
const HEADER_BYTES = Buffer.byteLength(journalHeader(newToken()));

/** A clear start-up error for a path that cannot hold the data file. */
function unusable(file: string, error: unknown): Error {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new Error(`cannot keep state in ${file}: ${reason} (${(error as Error).message})`, { cause: error });
}

/** Where a group's write ended, and the journal handle to sync (none when nothing was appended). */
interface Written {
  end: number;
  handle: FileHandle | undefined;
}

/** What one group writes, decided when it is committed: a snapshot (a compaction), a journal line, or nothing. */
interface GroupPlan {
  snapshot: StoreSnapshot | undefined;
  line: string | undefined;
  generation: number;
  /** The group committed before this one. */
  before: Promise<void>;
}

const EARLIER_GROUP_FAILED = 'an earlier group of changes could not be saved';

/** The data file and its journal, with the bookkeeping of the groups in flight. */
class FilePersistence implements Persistence {
  readonly pipelined = true;
  private readonly journalFile: string;
  private readonly minCompact: number;
  private readonly warn: (message: string) => void;
  private journal: FileHandle | undefined;
  private lock: DataLock | undefined;
  /** Bytes appended to the journal, and the end of the last group known durable. */
  private writtenBytes = 0;
  private durableBytes = 0;
  private compactAt: number;
  private needsSnapshot = true;
  /** A group failed: the journal may hold lines after `durableBytes` that must be cut off before the next append. */
  private damaged = false;
  /** Groups of this generation or older fail: they were sent before the server learnt of a failure. */
  private failedGeneration = -1;
  private highestGeneration = 0;
  /** What the journal will be once every queued group is written: compaction is decided on this, once. */
  private plannedSnapshot = true;
  private plannedBytes = 0;
  /** Appends and compactions run one at a time, in call order. */
  private writes: Promise<unknown> = Promise.resolve();
  /** The outcome of the latest group: a group resolves only after the one before it. */
  private previousGroup: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    options: FilePersistenceOptions,
  ) {
    this.journalFile = `${file}.journal`;
    this.minCompact = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    this.compactAt = this.minCompact;
    this.warn = options.warn ?? ((message: string) => console.warn(`[svc-reference-server] ${message}`));
  }

  async load(): Promise<StoreSnapshot | undefined> {
    const dir = dirname(this.file);
    try {
      await mkdir(dir, { recursive: true });
    } catch (error) {
      throw unusable(this.file, error);
    }
    // Before anything is read or written: a second writer must not even clean up the first one's temporary files.
    const lock = await lockDataFile(this.file, this.warn).catch((error: NodeJS.ErrnoException) => {
      throw error.code ? unusable(this.file, error) : error;
    });
    this.lock = lock;
    try {
      return await this.loadLocked(dir);
    } catch (error) {
      await this.journal?.close().catch(() => undefined);
      this.journal = undefined;
      await lock.release();
      this.lock = undefined;
      throw error;
    }
  }

  commit(changes: readonly Change[], state: () => StoreSnapshot, { generation }: CommitContext): Promise<void> {
    this.highestGeneration = Math.max(this.highestGeneration, generation);
    const plan = this.plan(changes, state, generation);
    const written = this.writes.then(() => this.write(plan));
    this.writes = written.catch(() => undefined);
    const group = this.settle(written, plan);
    group.catch(async () => {
      this.poison();
      // The handle may be unusable (a removed folder, a full disk): open it afresh for the next group.
      const stale = this.journal;
      this.journal = undefined;
      await stale?.close().catch(() => undefined);
    });
    this.previousGroup = group;
    return group;
  }

  async close(): Promise<void> {
    await this.writes;
    await this.previousGroup.catch(() => undefined);
    await this.journal?.close().catch(() => undefined);
    this.journal = undefined;
    await this.lock?.release();
    this.lock = undefined;
  }

  /** Decides, in call order, whether the group compacts (its snapshot taken now) or appends a line. */
  private plan(changes: readonly Change[], state: () => StoreSnapshot, generation: number): GroupPlan {
    const compacting = this.plannedSnapshot || this.plannedBytes >= this.compactAt || changes.some((c) => c.op === 'clear');
    // Taken now: later groups may change the state before this group's turn comes.
    const snapshot = compacting ? state() : undefined;
    const line = compacting || changes.length === 0 ? undefined : encodeLine(changes);
    if (compacting) {
      this.plannedSnapshot = false;
      this.plannedBytes = HEADER_BYTES;
    } else if (line !== undefined) this.plannedBytes += Buffer.byteLength(line);
    return { snapshot, line, generation, before: this.previousGroup };
  }

  /** The group's turn among the writes: its compaction, or its line appended (not yet synced). */
  private async write({ snapshot, line, generation, before }: GroupPlan): Promise<Written> {
    if (snapshot) {
      // The journal is replaced: let the groups before this one finish with it first.
      await before.catch(() => undefined);
    }
    if (generation <= this.failedGeneration) throw new Error(EARLIER_GROUP_FAILED);
    try {
      if (snapshot) {
        await this.compact(snapshot);
        return { end: this.durableBytes, handle: undefined };
      }
      if (line === undefined) return { end: this.writtenBytes, handle: undefined };
      if (!this.journal) this.journal = await open(this.journalFile, 'a', 0o600);
      // What a failed group left (part of a line, or lines of groups built on it) is cut off first, or the next
      // line would follow garbage and be read as part of a torn tail.
      if (this.damaged) {
        await this.journal.truncate(this.durableBytes);
        this.writtenBytes = this.durableBytes;
        this.damaged = false;
      }
      appendSync(this.journal.fd, line);
      this.writtenBytes += Buffer.byteLength(line);
      return { end: this.writtenBytes, handle: this.journal };
    } catch (error) {
      // At once, before the next group's turn: it was built on this one.
      this.poison();
      throw error;
    }
  }

  /** The group made durable: its line synced, after the group before it. */
  private async settle(written: Promise<Written>, { generation, before }: GroupPlan): Promise<void> {
    const { end, handle } = await written;
    // Writing is ordered above; syncs of consecutive groups may overlap.
    await handle?.datasync();
    // After the group before; a failure there fails this group only if it was built on it (same generation).
    await before.catch(() => undefined);
    if (generation <= this.failedGeneration) throw new Error(EARLIER_GROUP_FAILED);
    this.durableBytes = Math.max(this.durableBytes, end);
  }

  /** A group failed: every group sent so far fails, and the next starts from what is on disk. */
  private poison(): void {
    this.failedGeneration = Math.max(this.failedGeneration, this.highestGeneration);
    this.damaged = true;
    // The next group starts from what is on disk: a compaction still owed, or the journal cut back.
    this.plannedSnapshot = this.needsSnapshot;
    this.plannedBytes = this.durableBytes;
  }

  private async compact(snapshot: StoreSnapshot): Promise<void> {
    // Until a compaction completes, only another one may write: appending to a journal the snapshot no longer
    // names would lose the line at the next start.
    this.needsSnapshot = true;
    const token = newToken();
    const text = JSON.stringify({ ...snapshot, journal: token } satisfies DataFileSnapshot);
    await replaceAtomically(this.file, text);
    // A crash here leaves the old journal, whose token no longer matches: it is ignored, its changes are in the snapshot.
    const header = journalHeader(token);
    await this.journal?.close().catch(() => undefined);
    this.journal = undefined;
    await replaceAtomically(this.journalFile, header);
    this.journal = await open(this.journalFile, 'a', 0o600);
    this.writtenBytes = this.durableBytes = Buffer.byteLength(header);
    this.compactAt = Math.max(this.minCompact, text.length);
    this.needsSnapshot = false;
    this.damaged = false;
  }

  private async removeTemporaryFiles(dir: string): Promise<void> {
    const prefix = `.${basename(this.file)}.`;
    for (const name of await readdir(dir)) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
    }
  }

  private async loadLocked(dir: string): Promise<StoreSnapshot | undefined> {
    try {
      await this.removeTemporaryFiles(dir);
      // Opening for append proves at start that the folder is writable.
      this.journal = await open(this.journalFile, 'a', 0o600);
    } catch (error) {
      throw unusable(this.file, error);
    }
    const text = await readIfPresent(this.file);
    if (text === undefined) return undefined;
    let stored: DataFileSnapshot;
    try {
      stored = JSON.parse(text) as DataFileSnapshot;
    } catch {
      // Never start over silently: that would lose what was stored.
      throw new Error(`${this.file} is not valid JSON; refusing to start. Move it aside to start from empty state.`);
    }
    const { journal: token, ...snapshot } = stored;
    const read = readJournal((await readIfPresent(this.journalFile)) ?? '');
    if (read.tornBytes > 0 && (read.token === undefined || read.token === token)) {
      this.warn(
        `${this.journalFile}: skipped ${read.tornBytes} bytes of an incomplete last write (a crash cut it short; it was never acknowledged)`,
      );
    }
    if (token === undefined || read.token !== token) {
      // A snapshot without a journal of its own (an older data file, or a crash mid-compaction): give it one now.
      await this.compactAtLoad(snapshot);
      return snapshot;
    }
    const maps = toMaps(snapshot);
    for (const batch of read.batches) applyChanges(maps, batch);
    const merged = fromMaps(maps, snapshot.savedAt);
    // Start from a fresh snapshot: start-up time stays bounded by the state, not by the history.
    if (read.batches.length > 0 || read.tornBytes > 0) await this.compactAtLoad(merged);
    else {
      this.writtenBytes = this.durableBytes = this.plannedBytes = Buffer.byteLength(journalHeader(token));
      this.compactAt = Math.max(this.minCompact, text.length);
      this.needsSnapshot = this.plannedSnapshot = false;
    }
    return merged;
  }

  /** A compaction at start: the data file and its journal made anew from `snapshot`, nothing planned after it. */
  private async compactAtLoad(snapshot: StoreSnapshot): Promise<void> {
    await this.compact(snapshot);
    this.plannedSnapshot = false;
    this.plannedBytes = this.writtenBytes;
  }
}

/**
 * State in `file` (a snapshot) and `file.journal`. Acknowledged writes survive `kill -9` at any moment: a group is
 * acknowledged only after its journal line is fsynced, and a snapshot replaces the old one by an atomic rename.
 * @public
 */
export function createFilePersistence(file: string, options: FilePersistenceOptions = {}): Persistence {
  return new FilePersistence(file, options);
}
