// The published packages: every package of the workspace that is not private, in dependency order for packing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, unknown>;
  bin?: Record<string, string>;
}

export interface Published {
  name: string;
  dir: string;
  manifest: Manifest;
}

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every public package under packages/. */
export function findPublished(): Published[] {
  const found: Published[] = [];
  for (const folder of readdirSync(`${root}packages`).sort()) {
    const dir = `${root}packages/${folder}`;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Manifest;
    } catch {
      continue;
    }
    if (!manifest.private) found.push({ name: manifest.name, dir, manifest });
  }
  return found;
}

/** The client packages whose READMEs' blocks run in the fresh project. */
export const CLIENT_READMES = ['core', 'content', 'capture-node', 'engage-browser'].map((folder) => `${root}packages/${folder}/README.md`);
