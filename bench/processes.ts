// Starts the benchmark's servers as child processes (the reference server, Prism) and waits until they answer.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
export const PRISM_VERSION = '5.14.2';
const toolsDir = `${here}.tools`;
const prismBin = `${toolsDir}/node_modules/.bin/prism`;

export interface Child {
  url: string;
  lines: string[];
  process: ChildProcess;
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<{ match: RegExpExecArray; lines: string[] }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 60 s:\n${out.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ match, lines: out.split('\n') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${out.slice(-2000)}`)));
  });
}

/**
 * The environment of a server the bench starts: plain `node` as a customer runs it, so no loader and no workspace
 * source condition reach it from the bench's own `NODE_OPTIONS`; `@svc/reference-server` resolves to its built dist/.
 */
export function shippedEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  return { ...env, ...extra };
}

/** Fails with what to run when the packages are not built: every server bench measures dist/, as it ships. */
export function requireBuilt(): void {
  const built = fileURLToPath(new URL('../packages/server/dist/index.js', import.meta.url));
  if (!existsSync(built)) throw new Error(`the bench measures the built packages, and ${built} is missing: run pnpm build first`);
}

/** `args` go to bench/server.mjs (the built package, plain node), `nodeArgs` to node itself (V8 flags). */
export async function startReferenceServer(args: string[] = [], nodeArgs: string[] = []): Promise<Child> {
  requireBuilt();
  const child = spawn(process.execPath, [...nodeArgs, `${here}server.mjs`, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: shippedEnv(),
  });
  const { match, lines } = await waitForLine(child, /SVC_DEMO=.*\n/, 'the reference server');
  const url = /SVC_REFERENCE_SERVER_URL=(\S+)/.exec(lines.join('\n'))![1]!;
  void match;
  return { url, lines, process: child };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Prism is installed on first use into bench/.tools, so the workspace install stays lean. */
export async function ensurePrism(): Promise<string> {
  if (existsSync(prismBin)) return prismBin;
  console.log(`Installing @stoplight/prism-cli@${PRISM_VERSION} into bench/.tools (first run only)...`);
  const npm = spawn('npm', ['install', '--no-audit', '--no-fund', '--prefix', toolsDir, `@stoplight/prism-cli@${PRISM_VERSION}`], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => npm.once('exit', resolve));
  if (code !== 0 || !existsSync(prismBin)) throw new Error('could not install Prism');
  return prismBin;
}

export async function startPrism(spec: string): Promise<Child> {
  const bin = await ensurePrism();
  const port = await freePort();
  const child = spawn(bin, ['mock', '-h', '127.0.0.1', '-p', String(port), '--errors', 'false', spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { lines } = await waitForLine(child, /Prism is listening/, 'Prism');
  // Prism logs every request at info level; drain its output so logging cannot block it.
  child.stdout?.resume();
  child.stderr?.resume();
  return { url: `http://127.0.0.1:${port}`, lines, process: child };
}
