// Worlds on disk (the CLI's `--data`): one folder, per world a description file and a state file, each replaced
// atomically, so a world's changes never rewrite another's file and a restart finds every world as it was.

import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Persistence, StoreSnapshot, WorldMeta, WorldStorage } from '@svc/reference-server';
import { readIfPresent, replaceAtomically } from './files.js';

const ID = /^wld_[A-Za-z0-9]{16}$/;

/**
 * Keeps worlds in `dir` (created when missing): `<id>.world.json` describes a world, `<id>.state.json` holds its
 * state, written in full and fsynced before a change is answered (a world's state is small; the root's data file
 * keeps its journal for large states).
 * @public
 */
export function createWorldFileStorage(dir: string): WorldStorage {
  // Made on first use, so an unusable folder is an error of the call that needs it (the start), never unhandled.
  let made: Promise<unknown> | undefined;
  const prepared = () => (made ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  const metaFile = (id: string) => join(dir, `${id}.world.json`);
  const stateFile = (id: string) => join(dir, `${id}.state.json`);
  const checked = (id: string) => {
    // Ids come from the registry, never from a request path: this guards the folder all the same.
    if (!ID.test(id)) throw new Error(`not a world id: ${JSON.stringify(id)}`);
    return id;
  };
  return {
    async list() {
      await prepared();
      const worlds: WorldMeta[] = [];
      for (const name of await readdir(dir)) {
        const id = name.endsWith('.world.json') ? name.slice(0, -'.world.json'.length) : undefined;
        if (id === undefined || !ID.test(id)) continue;
        const text = await readIfPresent(metaFile(id));
        if (text === undefined) continue;
        try {
          worlds.push(JSON.parse(text) as WorldMeta);
        } catch (error) {
          console.warn(`[svc-reference-server] skipped world ${id}: ${metaFile(id)} is not JSON (${(error as Error).message})`);
        }
      }
      return worlds.sort((a, b) => a.createdAt - b.createdAt);
    },
    async save(meta) {
      await prepared();
      await replaceAtomically(metaFile(checked(meta.id)), JSON.stringify(meta));
    },
    open(id): Persistence {
      const file = stateFile(checked(id));
      let writes: Promise<void> = Promise.resolve();
      return {
        async load() {
          await prepared();
          const text = await readIfPresent(file);
          return text === undefined ? undefined : (JSON.parse(text) as StoreSnapshot);
        },
        commit(_changes, state) {
          // The state is taken now, synchronously, as the port asks; writes keep their order.
          const text = JSON.stringify(state());
          const write = writes.then(() => replaceAtomically(file, text));
          // A failed write fails its own change (answered 503); the next one writes the whole state again.
          writes = write.catch(() => undefined);
          return write;
        },
      };
    },
    async remove(id) {
      await prepared();
      for (const file of [metaFile(checked(id)), stateFile(id)]) await unlink(file).catch(() => undefined);
    },
  };
}
