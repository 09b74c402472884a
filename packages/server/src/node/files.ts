// The file operations the data files are built on: a read that takes a missing file as nothing, an append written
// synchronously, and a replacement that is atomic and durable (temporary file, fsync, rename, fsync of the folder).
import fs from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;

/** The file's text, or undefined when there is no such file. */
export async function readIfPresent(path: string): Promise<string | undefined> {
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
export function appendSync(fd: number, text: string): void {
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
