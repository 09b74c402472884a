// `pnpm typecheck`: every TypeScript project of the workspace, checked by TypeScript 7 (the native compiler), two at a time
// per core. The projects are the ones each package's own `typecheck` script names (`tsc -p <config>`), plus the root's,
// so `pnpm --filter <package> typecheck` and this command check the same files.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTypecheckScript } from './projects.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');

interface Workspace {
  path: string;
  name?: string;
}
const workspaces = JSON.parse(
  execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }),
) as Workspace[];

const projects: { dir: string; config: string }[] = [{ dir: root, config: 'tsconfig.json' }];
for (const ws of workspaces) {
  if (ws.path === root) continue;
  const scripts = (JSON.parse(readFileSync(join(ws.path, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const script = scripts?.typecheck;
  if (!script) continue;
  for (const config of parseTypecheckScript(script, relative(root, ws.path))) projects.push({ dir: ws.path, config });
}

const version = execFileSync(process.execPath, [tsc, '-v'], { encoding: 'utf8' }).trim();
console.log(`typecheck: ${projects.length} projects with ${version}`);

const started = Date.now();
const failures: string[] = [];
let next = 0;
async function worker(): Promise<void> {
  while (next < projects.length) {
    const { dir, config } = projects[next++]!;
    const name = join(relative(root, dir), config) || config;
    const t0 = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit', '--pretty', 'false'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)));
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    if (code === 0) console.log(`  ok   ${name} (${seconds} s)`);
    else {
      console.log(`  FAIL ${name} (${seconds} s)`);
      failures.push(`${name}:\n${output.trim()}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, () => worker()));

const total = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(
    `\n${failures.join('\n\n')}\n\ntypecheck: ${failures.length} of ${projects.length} projects have type errors (${total} s).`,
  );
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean in ${total} s`);
