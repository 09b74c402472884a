// One writer per data file: a lock file beside it (FILE.lock) holding the pid of the process that writes FILE. A
// second writer would compact and rename over the first one's journal, and acknowledged writes would vanish.
import { open, readFile, unlink } from 'node:fs/promises';

export interface DataLock {
  /** Removes the lock file (only while it is still ours). */
  release(): Promise<void>;
}

/** Whether a process with this pid runs (EPERM: it does, under another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function create(lockFile: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(lockFile, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Takes `FILE.lock`, or throws a message naming the holder, the file and what to do. A lock whose process is gone
 * (killed, crashed) or that holds no pid (a crash between creating and writing it) is taken over with a warning.
 * Two processes taking over the same stale lock at the same instant could both succeed: a window of microseconds
 * after a crash, accepted for a development server.
 */
export async function lockDataFile(file: string, warn: (message: string) => void): Promise<DataLock> {
  const lockFile = `${file}.lock`;
  for (let attempt = 0; ; attempt++) {
    if (await create(lockFile)) break;
    const text = await readFile(lockFile, 'utf8').catch(() => '');
    const pid = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
    if (pid !== undefined && running(pid)) {
      throw new Error(
        `${file} is in use by process ${pid} (lock file ${lockFile}). Stop that server, or give this one another --data file; ` +
          `if process ${pid} is not a reference server, delete ${lockFile}.`,
      );
    }
    if (attempt >= 2) throw new Error(`cannot take the lock ${lockFile}: another process keeps replacing it`);
    warn(
      `took over ${lockFile} from ${pid === undefined ? 'a process that never wrote its pid' : `process ${pid}, which is no longer running`}`,
    );
    await unlink(lockFile).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return {
    async release() {
      const text = await readFile(lockFile, 'utf8').catch(() => '');
      if (text.trim() === String(process.pid)) await unlink(lockFile).catch(() => undefined);
    },
  };
}
