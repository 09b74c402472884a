// Persistence figures: capture with --data against in memory side by side, the capture rate with 100,000 stored
// submissions against an empty store, and the start-up time with them.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReferenceServer } from '@svc/reference-server';
import { createFilePersistence } from '@svc/reference-server/node';
import type { DemoKeys, LoadResult } from './http.js';
import { load, scenarios } from './http.js';
import type { Child } from './processes.js';
import { startReferenceServer } from './processes.js';

export interface PersistenceFigures {
  memory: LoadResult;
  data: LoadResult;
  stored: LoadResult;
  /** Median over the rounds of each round's --data rate / in-memory rate (both loaded within seconds of each other). */
  dataRatio: number;
  /** The same for the store holding `storedSubmissions` against the empty --data store. */
  storedRatio: number;
  /** Every round's ratios, for the record. */
  roundRatios: Array<{ data: number; stored: number }>;
  storedSubmissions: number;
  storedFileBytes: number;
  /** Time to load the data file and listen, measured inside the server process. */
  startMs: number;
  /** The same for an empty data file (seeded at start). */
  emptyStartMs: number;
  /** Median time of one small append plus fdatasync in the same folder, measured between the rounds. */
  fsyncMs: number;
}

/** The disk's commit latency bounds any durable closed-loop rate: at most `connections / fsync` acknowledgements/s. */
async function fsyncLatency(dir: string, samples = 50): Promise<number> {
  const handle = await open(join(dir, 'fsync-probe'), 'a');
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      await handle.write('x'.repeat(600) + '\n');
      await handle.datasync();
      times.push(performance.now() - start);
    }
  } finally {
    await handle.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(samples / 2)]!;
}

const demoOf = (child: Child) => JSON.parse(/SVC_DEMO=(.*)/.exec(child.lines.join('\n'))![1]!) as DemoKeys | null;
const startMsOf = (child: Child) => Number(/SVC_START_MS=(\d+)/.exec(child.lines.join('\n'))![1]);

/** A data file with the demo seed plus `count` submissions, and the demo keys that reach it. */
async function storedState(file: string, count: number): Promise<DemoKeys> {
  const server = await createReferenceServer({ seed: 'demo' });
  const demo = server.demo!;
  const response = await server.fetch(
    new Request('http://bench.test/v1/capture', {
      method: 'POST',
      headers: { 'x-api-key': demo.capture.keys.test, 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        page: '/contact',
        fields: { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Stored submission' },
      }),
    }),
  );
  const { id } = (await response.json()) as { id: string };
  const snapshot = server.deps.store.exportSnapshot(new Date().toISOString());
  const table = snapshot.tables['capture.submissions']!;
  const template = table.find((row) => row.id === id)!;
  for (let i = 0; i < count; i++) table.push({ ...template, id: `sub_stored${String(i).padStart(7, '0')}` });
  // Written by the data file adapter itself, so the file is what a server that stored them would leave.
  const persistence = createFilePersistence(file);
  await persistence.load();
  await persistence.commit([{ op: 'clear' }], () => snapshot, { generation: 0 });
  await persistence.close?.();
  return demo;
}

/** The run with the median rate. */
function median(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The three servers run at once and are loaded in turns, round after round, each figure the median of its rounds;
 * the ratios are taken within each round (the servers loaded seconds apart, in an order that alternates), then
 * their median: on a shared machine, load from elsewhere then falls on all three alike.
 */
export async function measurePersistence(
  stored: number,
  options: { duration: number; connections: number; rounds: number },
): Promise<PersistenceFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const children: Child[] = [];
  try {
    mkdirSync(join(dir, 'stored'));
    const storedFile = join(dir, 'stored', 'state.json');
    const storedKeys = await storedState(storedFile, stored);
    const storedFileBytes = statSync(storedFile).size;
    const servers = [
      { child: await startReferenceServer([]), keys: undefined as DemoKeys | undefined },
      { child: await startReferenceServer(['--data', join(dir, 'empty', 'state.json')]), keys: undefined },
      { child: await startReferenceServer(['--data', storedFile]), keys: storedKeys },
    ];
    children.push(...servers.map((s) => s.child));
    const runs = servers.map((server) => {
      const capture = scenarios(server.keys ?? demoOf(server.child)!).find((s) => s.name === 'capture')!;
      return { url: server.child.url, capture, results: [] as LoadResult[] };
    });
    // Warm-up (not counted): the JIT, and the garbage a large load leaves behind.
    for (const run of runs) await load(run.url, run.capture, { duration: 2, connections: options.connections });
    const fsyncs: number[] = [];
    const roundRatios: Array<{ data: number; stored: number }> = [];
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? runs : [...runs].reverse();
      for (const run of order) run.results.push(await load(run.url, run.capture, options));
      const [memory, data, stored] = runs.map((run) => run.results.at(-1)!.requestsPerSecond) as [number, number, number];
      roundRatios.push({ data: data / memory, stored: stored / data });
      fsyncs.push(await fsyncLatency(dir));
    }
    return {
      memory: median(runs[0]!.results),
      data: median(runs[1]!.results),
      stored: median(runs[2]!.results),
      dataRatio: middle(roundRatios.map((r) => r.data)),
      storedRatio: middle(roundRatios.map((r) => r.stored)),
      roundRatios,
      storedSubmissions: stored,
      storedFileBytes,
      startMs: startMsOf(servers[2]!.child),
      emptyStartMs: startMsOf(servers[1]!.child),
      fsyncMs: middle(fsyncs),
    };
  } finally {
    for (const child of children) child.process.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
