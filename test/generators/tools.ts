// Installs the pinned generators (tools/package.json and its lockfile) into .tools once; later runs reuse them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const here = fileURLToPath(new URL('.', import.meta.url));
export const toolsDir = `${here}.tools/`;
export const toolsBin = (name: string): string => `${toolsDir}node_modules/.bin/${name}`;

/** Runs a command; resolves with its combined output, rejects with it when the exit code is not 0. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** True when .tools holds exactly the committed lockfile's install. */
async function installed(): Promise<boolean> {
  if (!existsSync(`${toolsDir}node_modules/.package-lock.json`)) return false;
  const [wanted, have] = await Promise.all([
    readFile(`${here}tools/package-lock.json`, 'utf8'),
    readFile(`${toolsDir}package-lock.json`, 'utf8').catch(() => ''),
  ]);
  return wanted === have;
}

export async function ensureTools(): Promise<void> {
  if (await installed()) return;
  console.log('contract-consumers: installing the pinned generators into test/generators/.tools (first run only)...');
  await rm(`${toolsDir}node_modules`, { recursive: true, force: true });
  await mkdir(toolsDir, { recursive: true });
  await copyFile(`${here}tools/package.json`, `${toolsDir}package.json`);
  await copyFile(`${here}tools/package-lock.json`, `${toolsDir}package-lock.json`);
  await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: toolsDir });
}
