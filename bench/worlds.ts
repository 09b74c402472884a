// Worlds: what creating one from the demo seed costs on the server (beside POST /_admin/reset with the demo), and
// how much resident memory each holds (1,000 demo worlds in a process of their own, against 200 MB).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createReferenceServer } from '@svc/reference-server';

export const CREATE_TARGET_MS = 2;
export const MEMORY_TARGET_BYTES = 200 * 1024 * 1024;
export const MEMORY_WORLDS = 1000;

export interface WorldsBench {
  /** In-process POST /_admin/worlds {"seed":"demo"}, ms. */
  create: { medianMs: number; p99Ms: number };
  /** The same, plus the world's first request (GET /_admin/clock), ms. */
  createAndFirst: { medianMs: number; p99Ms: number };
  /** In-process POST /_admin/reset {"seed":"demo"} at the root, ms. */
  reset: { medianMs: number; p99Ms: number };
  memory: { worlds: number; baseRss: number; rss: number; bytesPerWorld: number };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99) };
};
const post = (path: string, body: unknown) =>
  new Request(`http://127.0.0.1:4010${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function timeCreates(rounds: number) {
  const server = await createReferenceServer({ seed: 'demo', maxWorlds: rounds * 2 + 100 });
  const create: number[] = [];
  const both: number[] = [];
  const reset: number[] = [];
  // Warm-up: the first worlds compile what every later one reuses.
  for (let i = 0; i < 50; i++) await (await server.fetch(post('/_admin/worlds', { seed: 'demo' }))).text();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await server.fetch(post('/_admin/worlds', { seed: 'demo' }));
    const { world } = (await response.json()) as { world: { baseUrl: string } };
    const created = performance.now();
    await (await server.fetch(new Request(`${world.baseUrl}/_admin/clock`))).text();
    const first = performance.now();
    if (response.status !== 201) throw new Error(`POST /_admin/worlds answered ${response.status}`);
    create.push(created - start);
    both.push(first - start);
    const r0 = performance.now();
    await (await server.fetch(post('/_admin/reset', { seed: 'demo' }))).text();
    reset.push(performance.now() - r0);
  }
  return { create: stats(create), createAndFirst: stats(both), reset: stats(reset) };
}

/** The child: creates the worlds (each answering one request) and prints RSS before and after. */
async function memoryChild(count: number): Promise<void> {
  const server = await createReferenceServer({ seed: 'demo', maxWorlds: count });
  await (await server.fetch(new Request('http://127.0.0.1:4010/health'))).text();
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await settle();
  const baseRss = process.memoryUsage().rss;
  for (let i = 0; i < count; i++) {
    const response = await server.fetch(post('/_admin/worlds', { seed: 'demo' }));
    const { world } = (await response.json()) as { world: { baseUrl: string } };
    await (await server.fetch(new Request(`${world.baseUrl}/_admin/clock`))).text();
  }
  await settle();
  console.log(`SVC_WORLDS_MEMORY=${JSON.stringify({ worlds: server.worlds.list().length, baseRss, rss: process.memoryUsage().rss })}`);
}

async function measureMemory(count: number): Promise<WorldsBench['memory']> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--memory-child', String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the memory child exited with ${code}`)))),
  );
  const line = /SVC_WORLDS_MEMORY=(.*)/.exec(out)?.[1];
  if (!line) throw new Error(`the memory child printed no figures: ${out}`);
  const m = JSON.parse(line) as { worlds: number; baseRss: number; rss: number };
  return { ...m, bytesPerWorld: (m.rss - m.baseRss) / m.worlds };
}

export async function measureWorlds(rounds = 500, worlds = MEMORY_WORLDS): Promise<WorldsBench> {
  const times = await timeCreates(rounds);
  return { ...times, memory: await measureMemory(worlds) };
}

export function printWorlds(b: WorldsBench): void {
  const ms = (n: number) => n.toFixed(2);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log('\nWorlds, in-process (no HTTP): creating one from the demo seed beside resetting the root to the demo:');
  console.log(`${'operation'.padEnd(52)}${'median ms'.padEnd(12)}${'p99 ms'.padEnd(10)}`);
  console.log(`${'POST /_admin/worlds {"seed":"demo"}'.padEnd(52)}${ms(b.create.medianMs).padEnd(12)}${ms(b.create.p99Ms).padEnd(10)}`);
  console.log(
    `${"  the same, then the world's first request".padEnd(52)}${ms(b.createAndFirst.medianMs).padEnd(12)}${ms(b.createAndFirst.p99Ms).padEnd(10)}`,
  );
  console.log(`${'POST /_admin/reset {"seed":"demo"}'.padEnd(52)}${ms(b.reset.medianMs).padEnd(12)}${ms(b.reset.p99Ms).padEnd(10)}`);
  console.log(
    `create / reset: ${(b.create.medianMs / b.reset.medianMs).toFixed(2)}×; target: median under ${CREATE_TARGET_MS} ms (${b.create.medianMs < CREATE_TARGET_MS ? 'met' : 'NOT met'})`,
  );
  const { memory: m } = b;
  const projected = m.bytesPerWorld * MEMORY_WORLDS;
  console.log(
    `${m.worlds} demo worlds: RSS ${mb(m.baseRss)} MB before, ${mb(m.rss)} MB after: ${Math.round(m.bytesPerWorld).toLocaleString('en-US')} bytes per world; ` +
      `${MEMORY_WORLDS.toLocaleString('en-US')} worlds take ${mb(projected)} MB against ${mb(MEMORY_TARGET_BYTES)} MB (${projected <= MEMORY_TARGET_BYTES ? 'met' : 'NOT met'})`,
  );
}

if (process.argv[2] === '--memory-child') await memoryChild(Number(process.argv[3]));
