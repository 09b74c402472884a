// Starts one svc reference server for the whole test run and hands its address to every worker. Each test file then
// creates a world of its own on it (src/world.ts): separate data, keys, clock, faults and outbox.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    svcServer: string;
  }
}

/**
 * The server's command. In your project: `npx svc-reference-server` (the installed bin). In this repository the
 * packages are not built, so the CLI runs from its TypeScript sources.
 */
function command(): [string, string[]] {
  const root = dirname(createRequire(import.meta.url).resolve('@svc/reference-server/package.json'));
  return [process.execPath, ['--conditions=@svc/source', '--import', 'tsx', join(root, 'src/node/cli.ts')]];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [bin, args] = command();
  // Port 0: a free port, so parallel runs on one machine never collide. No seed: the root world stays empty.
  const child = spawn(bin, [...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The CLI prints this line for scripts that start it on port 0.
      const found = /SVC_REFERENCE_SERVER_URL=(\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`svc-reference-server exited with ${code} before listening:\n${out}`)));
  });
  project.provide('svcServer', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
