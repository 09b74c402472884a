// pnpm bench: reference server vs Prism on the same openapi.yaml, then content paging cost; prints a table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DemoKeys, LoadResult } from './http.js';
import { load, scenarios } from './http.js';
import { measureClientPaging, printClientPaging } from './client-paging.js';
import { measureMsw } from './msw.js';
import { measurePaging } from './paging.js';
import { measurePersistence } from './persistence.js';
import { measureHotPath, printHotPath } from './hot-path.js';
import { PRISM_VERSION, startPrism, startReferenceServer } from './processes.js';

const { values } = parseArgs({
  // pnpm passes a literal '--' through; it separates nothing here.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    entries: { type: 'string', default: '200000' },
    'skip-prism': { type: 'boolean', default: false },
    stored: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    /** `hot-path`: only the reference server against bare node:http (also `pnpm bench:hot`). */
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const spec = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(`svc bench — Node ${process.version}, ${duration}s per scenario, ${connections} connections (autocannon)\n`);

// Short loads in several rounds, alternating the two servers: a fair ratio on a machine shared with other work.
const hotOptions = { duration: Math.min(duration, 5), connections, rounds: Number(values.rounds) };
if (values.only === 'hot-path') {
  printHotPath(await measureHotPath(hotOptions), hotOptions.rounds);
  process.exit(0);
} else if (values.only !== undefined) {
  console.error(`unknown --only ${values.only} (known: hot-path)`);
  process.exit(2);
}

const reference = await startReferenceServer();
const demo = JSON.parse(/SVC_DEMO=(.*)/.exec(reference.lines.join('\n'))![1]!) as DemoKeys;
const prism = values['skip-prism'] ? undefined : await startPrism(spec);

const rows: Array<{ ours: LoadResult; theirs: LoadResult | undefined }> = [];
try {
  for (const scenario of scenarios(demo)) {
    const ours = await load(reference.url, scenario, { duration, connections });
    const theirs = prism ? await load(prism.url, scenario, { duration, connections }) : undefined;
    rows.push({ ours, theirs });
  }
} finally {
  reference.process.kill();
  prism?.process.kill();
}

console.log(`${pad('scenario', 20)}${pad('reference req/s', 17)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad(`prism ${PRISM_VERSION} req/s`, 20)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}ratio`);
for (const { ours, theirs } of rows) {
  const ratio = theirs ? ours.requestsPerSecond / theirs.requestsPerSecond : NaN;
  console.log(
    `${pad(ours.scenario, 20)}${pad(num(ours.requestsPerSecond), 17)}${pad(num(ours.p50Ms), 8)}${pad(num(ours.p99Ms), 8)}` +
      `${pad(theirs ? num(theirs.requestsPerSecond) : '-', 20)}${pad(theirs ? num(theirs.p50Ms) : '-', 8)}${pad(theirs ? num(theirs.p99Ms) : '-', 8)}` +
      `${theirs ? `${num(ratio, 1)}×` : '-'}`,
  );
  for (const r of [ours, theirs]) if (r && (r.non2xx > 0 || r.errors > 0)) console.log(`  warning: ${r.scenario}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

const entries = Number(values.entries);
console.log(`\nContent paging, ${num(entries)} published entries, limit 100, in-process (no HTTP):`);
const paging = await measurePaging(entries);
console.log(`${pad('page', 12)}${pad('median µs', 12)}${pad('p99 µs', 12)}`);
console.log(`${pad('1', 12)}${pad(num(paging.first.medianUs, 1), 12)}${pad(num(paging.first.p99Us, 1), 12)}`);
console.log(`${pad(String(paging.deepPage), 12)}${pad(num(paging.deep.medianUs, 1), 12)}${pad(num(paging.deep.p99Us, 1), 12)}`);
const pagingRatio = paging.deep.medianUs / paging.first.medianUs;
console.log(`page ${paging.deepPage} / page 1: ${num(pagingRatio, 2)}× (index built in ${num(paging.indexBuildMs)} ms)`);

const stored = Number(values.stored);
// Shorter loads in more rounds: each round's servers are loaded close together, so their ratio is a fair one.
const persistenceDuration = Math.min(duration, 5);
console.log(
  `\nPersistence: capture in memory vs --data (journal, group commit) vs --data holding ${num(stored)} submissions,\n` +
    `three servers loaded in turns for ${persistenceDuration}s each, median of ${values.rounds} rounds:`,
);
const persistence = await measurePersistence(stored, { duration: persistenceDuration, connections, rounds: Number(values.rounds) });
console.log(`${pad('server', 34)}${pad('capture req/s', 15)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}start ms`);
const persistenceRows: Array<[string, typeof persistence.memory, number | undefined]> = [
  ['in memory', persistence.memory, undefined],
  ['--data, empty store', persistence.data, persistence.emptyStartMs],
  [`--data, ${num(stored)} submissions`, persistence.stored, persistence.startMs],
];
for (const [name, r, start] of persistenceRows) {
  console.log(`${pad(name, 34)}${pad(num(r.requestsPerSecond), 15)}${pad(num(r.p50Ms), 8)}${pad(num(r.p99Ms), 8)}${start === undefined ? '-' : num(start)}`);
  if (r.non2xx > 0 || r.errors > 0) console.log(`  warning: ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}
console.log(`data file with ${num(stored)} submissions: ${num(persistence.storedFileBytes / 1024 / 1024, 1)} MB`);
console.log(
  `disk: append + fdatasync median ${num(persistence.fsyncMs, 1)} ms, so at most ~${num(connections / (persistence.fsyncMs / 1000))} ` +
    `durable acknowledgements/s for ${connections} clients in a closed loop`,
);
const { dataRatio, storedRatio } = persistence;
const percent = (ratios: number[]) => ratios.map((r) => `${num(r * 100)}%`).join(', ');
console.log(`--data / in memory, each round: ${percent(persistence.roundRatios.map((r) => r.data))} (median ${num(dataRatio * 100)}%)`);
console.log(`${num(stored)} stored / empty, each round: ${percent(persistence.roundRatios.map((r) => r.stored))} (median ${num(storedRatio * 100)}%)`);

console.log('\n@svc/msw, in-process (msw getResponse, no interception):');
const msw = await measureMsw();
console.log(`${pad('step', 32)}${pad('median ms', 12)}${pad('p99 ms', 12)}CPU median ms`);
for (const [step, f] of [
  ['createMockService (demo seed)', msw.create],
  ['reset()', msw.reset],
  ['one request (engage config)', msw.request],
] as const) {
  console.log(`${pad(step, 32)}${pad(num(f.medianMs, 2), 12)}${pad(num(f.p99Ms, 2), 12)}${num(f.cpuMedianMs, 2)}`);
}

const hotPath = await measureHotPath(hotOptions);
printHotPath(hotPath, hotOptions.rounds);

const clientPaging = await measureClientPaging();
printClientPaging(clientPaging);
const worstClientRatio = Math.max(...clientPaging.map((r) => r.ratio));

const contentRow = rows.find((r) => r.ours.scenario === 'content list read');
const contentRatio = contentRow?.theirs ? contentRow.ours.requestsPerSecond / contentRow.theirs.requestsPerSecond : NaN;
const targets = [
  { name: 'content reads ≥ 10× Prism throughput', met: Number.isNaN(contentRatio) ? undefined : contentRatio >= 10, figure: `${num(contentRatio, 1)}×` },
  { name: `page ${paging.deepPage} within 1.2× of page 1`, met: pagingRatio <= 1.2, figure: `${num(pagingRatio, 2)}×` },
  {
    name: '@svc/msw create and reset cost milliseconds (CPU medians < 15 ms and < 5 ms)',
    met: msw.create.cpuMedianMs < 15 && msw.reset.cpuMedianMs < 5,
    figure: `${num(msw.create.cpuMedianMs, 2)} ms, ${num(msw.reset.cpuMedianMs, 2)} ms`,
  },
  {
    name: '`for await` over pages ≤ 1.2× the CPU of a plain openapi-fetch loop (1, 20, 200 KB pages)',
    met: worstClientRatio <= 1.2,
    figure: clientPaging.map((r) => `${num(r.ratio, 2)}×`).join(', '),
  },
  ...hotPath.map((r) => ({ name: `${r.scenario} ≥ 0.5 of bare node:http req/s`, met: r.ratio >= 0.5, figure: `${num(r.ratio, 2)}` })),
  { name: 'capture with --data ≥ 50% of in memory', met: dataRatio >= 0.5, figure: `${num(dataRatio * 100)}%` },
  { name: `capture with ${num(stored)} stored submissions within 20% of an empty store`, met: storedRatio >= 0.8, figure: `${num(storedRatio * 100)}%` },
];
console.log('\nTargets:');
for (const t of targets) console.log(`  ${t.met === undefined ? 'skipped' : t.met ? 'met    ' : 'MISSED '} ${t.name} (${t.figure})`);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), node: process.version, duration, connections, rows, paging, persistence, msw, hotPath, clientPaging, targets }, null, 2));
if (targets.some((t) => t.met === false)) process.exitCode = 1;
