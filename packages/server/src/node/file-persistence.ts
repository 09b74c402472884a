// Keeps reference-server state in a JSON file across restarts; every save is atomic (temp file, fsync, rename).
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Persistence, StoreSnapshot } from '../ports/store.js';

let counter = 0;

/**
 * A crash at any moment leaves either the previous or the new state on disk, never a torn file:
 * the new state is written and fsynced to a temporary file in the same folder, then renamed over the old one.
 * @public
 */
export function createFilePersistence(file: string): Persistence {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        return JSON.parse(text) as StoreSnapshot;
      } catch {
        // Never start over silently: that would lose what was stored.
        throw new Error(`${file} is not valid JSON; refusing to start. Move it aside to start from empty state.`);
      }
    },
    async save(snapshot) {
      const dir = dirname(file);
      const temp = join(dir, `.${basename(file)}.${process.pid}.${++counter}.tmp`);
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify(snapshot));
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      // Make the rename itself durable.
      const dirHandle = await open(dir, 'r').catch(() => undefined);
      await dirHandle?.sync().catch(() => undefined);
      await dirHandle?.close();
    },
  };
}
