// Start-up: launch to the first answered request of `svc-reference-server --port 0 --seed demo` (the built CLI, as a
// customer's `npx svc-reference-server` runs it) beside a bare node:http script's launch to its first answer, in
// alternating rounds on the same machine; the figure is the median of each and their ratio.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The target: the reference server answers its first request within twice a bare node:http script's time. */
export const STARTUP_RATIO_TARGET = 2;

const cli = fileURLToPath(new URL('../packages/server/bin/svc-reference-server.js', import.meta.url));

const BARE = `import { createServer } from 'node:http';
const server = createServer((req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => console.log('URL=http://127.0.0.1:' + server.address().port));
`;

export interface StartupFigures {
  rounds: number;
  bareMs: number;
  serverMs: number;
  ratio: number;
}

/** Milliseconds from spawning `args` until `request(stdout)` has its answer. */
function launchToAnswer(
  args: string[],
  ready: RegExp,
  request: (out: string) => string,
  headers: (out: string) => Record<string, string>,
): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line within 30 s:\n${out}`)), 30_000);
    let asked = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (asked || !ready.test(out)) return;
      asked = true;
      fetch(request(out), { headers: headers(out) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`first request answered ${response.status}`);
          const ms = performance.now() - started;
          clearTimeout(timer);
          child.kill();
          resolve(ms);
        })
        .catch((error: unknown) => {
          child.kill();
          reject(error as Error);
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => !asked && reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measureStartup(rounds = 11): Promise<StartupFigures> {
  const bareFile = join(mkdtempSync(join(tmpdir(), 'svc-bare-start-')), 'bare.mjs');
  writeFileSync(bareFile, BARE);
  const bare = () =>
    launchToAnswer(
      [bareFile],
      /URL=\S+\n/,
      (out) => /URL=(\S+)/.exec(out)![1]!,
      () => ({}),
    );
  // The first request a customer's test makes: a Content read with the demo's live key.
  const server = () =>
    launchToAnswer(
      [cli, '--port', '0', '--seed', 'demo'],
      /publishable key: pk_\S+\n/,
      (out) => `${/SVC_REFERENCE_SERVER_URL=(\S+)/.exec(out)![1]}/v1/content/web_demo/events`,
      (out) => ({ 'x-api-key': /live key: (ck_live_\S+)/.exec(out)![1]! }),
    );
  // One unmeasured launch of each warms the file cache; then alternate, so both see the same machine.
  await bare();
  await server();
  const bareMs: number[] = [];
  const serverMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    bareMs.push(await bare());
    serverMs.push(await server());
  }
  return { rounds, bareMs: median(bareMs), serverMs: median(serverMs), ratio: median(serverMs) / median(bareMs) };
}

export function printStartup(f: StartupFigures): void {
  console.log(`\nStart-up, launch to the first answered request (median of ${f.rounds} alternating rounds; built CLI, --seed demo):`);
  console.log(
    `  bare node:http script: ${f.bareMs.toFixed(0)} ms; svc-reference-server: ${f.serverMs.toFixed(0)} ms; ratio ${f.ratio.toFixed(2)} (target ≤ ${STARTUP_RATIO_TARGET.toFixed(1)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printStartup(await measureStartup(Number(process.argv[2] ?? 11)));
