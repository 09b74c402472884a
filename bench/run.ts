// pnpm bench: reference server vs Prism on the same openapi.yaml, then content paging cost; prints a table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureClientPaging, printClientPaging } from './client-paging.js';
import { CONSOLE_FLOOR_RATIO, consoleWithinBudget, measureConsole, printConsole } from './console.js';
import { HOT_PATH_TARGETS, measureHotPath, printHotPath, WORLD_LABEL } from './hot-path.js';
import type { DemoKeys, LoadResult } from './http.js';
import { load, scenarios } from './http.js';
import { installTargets, measureInstallSizes, printInstallSizes, writeInstallSizes } from './install-sizes.js';
import { measureMsw } from './msw.js';
import { measurePaging } from './paging.js';
import { measurePersistence } from './persistence.js';
import { PRISM_VERSION, startPrism, startReferenceServer } from './processes.js';
import type { Target } from './readme-figures.js';
import { writeBenchFigures } from './readme-figures.js';
import { measureStartup, printStartup, STARTUP_RATIO_TARGET } from './startup.js';
import {
  measureWidgetLoad,
  printWidgetLoad,
  WIDGET_COLD_OPEN_BUDGET_MS,
  WIDGET_FLOOR_RATIO,
  WIDGET_LAUNCHER_BUDGET_MS,
  WIDGET_LONG_TASK_BUDGET_MS,
} from './widget-load.js';
import { CREATE_TARGET_MS, MEMORY_TARGET_BYTES, MEMORY_WORLDS, measureWorlds, printWorlds } from './worlds.js';

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
    // Comma-separated sections: http, paging, persistence, hot-path, clients, msw, install, widget, console, worlds, startup (default: all of them).
    only: { type: 'string', default: 'http,paging,persistence,hot-path,clients,msw,install,widget,console,worlds,startup' },
    // Writes the figures the READMEs quote from this run: each section's block in README.md (and the install and msw
    // figures in packages/msw/README.md).
    write: { type: 'boolean', default: false },
  },
});
const loadBefore = loadavg()[0]!;
const sections = new Set(values.only.split(',').map((s) => s.trim()));
const runs = (section: string) => sections.has(section);
const duration = Number(values.duration);
const connections = Number(values.connections);
const spec = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log(`svc bench — Node ${process.version}, ${duration}s per scenario, ${connections} connections (autocannon)\n`);

const rows: Array<{ ours: LoadResult; theirs: LoadResult | undefined }> = [];
if (runs('http')) {
  const reference = await startReferenceServer();
  const demo = JSON.parse(/SVC_DEMO=(.*)/.exec(reference.lines.join('\n'))![1]!) as DemoKeys;
  const prism = values['skip-prism'] ? undefined : await startPrism(spec);

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

  console.log(
    `${pad('scenario', 20)}${pad('reference req/s', 17)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad(`prism ${PRISM_VERSION} req/s`, 20)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}ratio`,
  );
  for (const { ours, theirs } of rows) {
    const ratio = theirs ? ours.requestsPerSecond / theirs.requestsPerSecond : NaN;
    console.log(
      `${pad(ours.scenario, 20)}${pad(num(ours.requestsPerSecond), 17)}${pad(num(ours.p50Ms), 8)}${pad(num(ours.p99Ms), 8)}` +
        `${pad(theirs ? num(theirs.requestsPerSecond) : '-', 20)}${pad(theirs ? num(theirs.p50Ms) : '-', 8)}${pad(theirs ? num(theirs.p99Ms) : '-', 8)}` +
        `${theirs ? `${num(ratio, 1)}×` : '-'}`,
    );
    for (const r of [ours, theirs])
      if (r && (r.non2xx > 0 || r.errors > 0)) console.log(`  warning: ${r.scenario}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }
}

const entries = Number(values.entries);
const paging = runs('paging') ? await measurePaging(entries) : undefined;
const pagingRatio = paging ? paging.deep.medianUs / paging.first.medianUs : NaN;
if (paging) {
  console.log(`\nContent paging, ${num(entries)} published entries, limit 100, in-process (no HTTP):`);
  console.log(`${pad('page', 12)}${pad('median µs', 12)}${pad('p99 µs', 12)}`);
  console.log(`${pad('1', 12)}${pad(num(paging.first.medianUs, 1), 12)}${pad(num(paging.first.p99Us, 1), 12)}`);
  console.log(`${pad(String(paging.deepPage), 12)}${pad(num(paging.deep.medianUs, 1), 12)}${pad(num(paging.deep.p99Us, 1), 12)}`);
  console.log(`page ${paging.deepPage} / page 1: ${num(pagingRatio, 2)}× (index built in ${num(paging.indexBuildMs)} ms)`);
}

const stored = Number(values.stored);
let dataRatio = NaN;
let storedRatio = NaN;
let persistence: Awaited<ReturnType<typeof measurePersistence>> | undefined;
if (runs('persistence')) {
  // Shorter loads in more rounds: each round's servers are loaded close together, so their ratio is a fair one.
  const persistenceDuration = Math.min(duration, 5);
  console.log(
    `\nPersistence: capture in memory vs --data (journal, group commit) vs --data holding ${num(stored)} submissions,\n` +
      `three servers loaded in turns for ${persistenceDuration}s each, median of ${values.rounds} rounds:`,
  );
  persistence = await measurePersistence(stored, { duration: persistenceDuration, connections, rounds: Number(values.rounds) });
  console.log(`${pad('server', 34)}${pad('capture req/s', 15)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}start ms`);
  const persistenceRows: Array<[string, typeof persistence.memory, number | undefined]> = [
    ['in memory', persistence.memory, undefined],
    ['--data, empty store', persistence.data, persistence.emptyStartMs],
    [`--data, ${num(stored)} submissions`, persistence.stored, persistence.startMs],
  ];
  for (const [name, r, start] of persistenceRows) {
    console.log(
      `${pad(name, 34)}${pad(num(r.requestsPerSecond), 15)}${pad(num(r.p50Ms), 8)}${pad(num(r.p99Ms), 8)}${start === undefined ? '-' : num(start)}`,
    );
    if (r.non2xx > 0 || r.errors > 0) console.log(`  warning: ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  }
  console.log(`data file with ${num(stored)} submissions: ${num(persistence.storedFileBytes / 1024 / 1024, 1)} MB`);
  console.log(
    `disk: append + fdatasync median ${num(persistence.fsyncMs, 1)} ms, so at most ~${num(connections / (persistence.fsyncMs / 1000))} ` +
      `durable acknowledgements/s for ${connections} clients in a closed loop`,
  );
  const percent = (ratios: number[]) => ratios.map((r) => `${num(r * 100)}%`).join(', ');
  ({ dataRatio, storedRatio } = persistence);
  console.log(`--data / in memory, each round: ${percent(persistence.roundRatios.map((r) => r.data))} (median ${num(dataRatio * 100)}%)`);
  console.log(
    `${num(stored)} stored / empty, each round: ${percent(persistence.roundRatios.map((r) => r.stored))} (median ${num(storedRatio * 100)}%)`,
  );
}

// Short loads in several rounds, alternating the two servers: a fair ratio on a machine shared with other work.
const hotOptions = { duration: Math.min(duration, 5), connections, rounds: Number(values.rounds) };
const hotPath = runs('hot-path') ? await measureHotPath(hotOptions) : undefined;
if (hotPath) printHotPath(hotPath, hotOptions.rounds);
const clientPaging = runs('clients') ? await measureClientPaging() : undefined;
if (clientPaging) printClientPaging(clientPaging);

const msw = runs('msw') ? await printMsw() : undefined;
const installSizes = runs('install') ? await measureInstallSizes() : undefined;
if (installSizes) printInstallSizes(installSizes);
if (values.write && installSizes) writeInstallSizes(installSizes);
const widgetLoad = runs('widget') ? await measureWidgetLoad(Number(values.rounds)) : undefined;
if (widgetLoad) printWidgetLoad(widgetLoad, Number(values.rounds));
const widgetRows = Array.isArray(widgetLoad) ? widgetLoad : [];
const consoleBench = runs('console') ? await measureConsole() : undefined;
if (consoleBench) printConsole(consoleBench);
const worlds = runs('worlds') ? await measureWorlds() : undefined;
if (worlds) printWorlds(worlds);
const startup = runs('startup') ? await measureStartup(2 * Number(values.rounds) + 1) : undefined;
if (startup) printStartup(startup);

const contentRow = rows.find((r) => r.ours.scenario === 'content list read');
const contentRatio = contentRow?.theirs ? contentRow.ours.requestsPerSecond / contentRow.theirs.requestsPerSecond : NaN;
const targets: Target[] = [
  {
    section: 'http',
    name: 'content reads ≥ 10× Prism throughput',
    met: Number.isNaN(contentRatio) ? undefined : contentRatio >= 10,
    figure: `${num(contentRatio, 1)}×`,
  },
  {
    section: 'paging',
    name: `page ${paging?.deepPage ?? 1000} within 1.2× of page 1`,
    met: paging ? pagingRatio <= 1.2 : undefined,
    figure: `${num(pagingRatio, 2)}×`,
  },
  {
    section: 'msw',
    name: '@svc/msw reset() ≤ 0.1 ms CPU',
    met: msw ? msw.reset.ours <= 0.1 : undefined,
    figure: msw ? `${num(msw.reset.ours, 4)} ms` : '-',
  },
  {
    section: 'msw',
    name: '@svc/msw createMockService() ≤ 2 ms CPU',
    met: msw ? msw.create.ours <= 2 : undefined,
    figure: msw ? `${num(msw.create.ours, 2)} ms` : '-',
  },
  {
    section: 'msw',
    name: '@svc/msw one request ≤ 1.2× an openapi-msw handler',
    met: msw ? msw.request.ours / msw.request.openapiMsw <= 1.2 : undefined,
    figure: msw ? `${num(msw.request.ours / msw.request.openapiMsw, 2)}×` : '-',
  },
  {
    section: 'clients',
    name: '`for await` over pages ≤ 1.2× the CPU of a plain openapi-fetch loop (1, 20, 200 KB pages)',
    met: clientPaging ? Math.max(...clientPaging.map((r) => r.ratio)) <= 1.2 : undefined,
    figure: clientPaging ? clientPaging.map((r) => `${num(r.ratio, 2)}×`).join(', ') : '-',
  },
  // Measured on the built server (plain node) beside bare node:http answering the same bytes, every rule and the request
  // journal on. A capture parses, checks, sanitises, stores and freezes the submission, builds its alert email and
  // records the outcome before it answers, so its target is lower.
  ...(hotPath ?? []).map((r) => ({
    section: 'hot-path',
    name: `${r.scenario} ≥ ${HOT_PATH_TARGETS[r.scenario] ?? 0.5} of bare node:http req/s`,
    met: r.ratio >= (HOT_PATH_TARGETS[r.scenario] ?? 0.5),
    figure: `${num(r.ratio, 2)}`,
  })),
  ...(hotPath ?? []).flatMap((r) =>
    r.variants
      .filter((v) => v.label === WORLD_LABEL)
      .map((v) => ({
        section: 'hot-path',
        name: `${r.scenario} under /w/<id> at most 5% slower than at the root`,
        met: v.ofReference >= 0.95,
        figure: `${num(v.ofReference, 2)} of the root's req/s`,
      })),
  ),
  {
    section: 'startup',
    name: `start-up to the first answer ≤ ${STARTUP_RATIO_TARGET}× a bare node:http script's`,
    met: startup ? startup.ratio <= STARTUP_RATIO_TARGET : undefined,
    figure: startup ? `${num(startup.ratio, 2)}× (${num(startup.serverMs)} ms vs ${num(startup.bareMs)} ms)` : '-',
  },
  ...installTargets(installSizes),
  ...widgetRows.flatMap((r) => {
    const cpu = `${r.throttling === 1 ? 'no throttling' : `${r.throttling}x CPU throttling`}, ${r.lang === 'en' ? 'English page' : `${r.lang} page (its language file fetched)`}`;
    return [
      {
        section: 'widget',
        name: `widget launcher ≤ ${WIDGET_LAUNCHER_BUDGET_MS} ms after sdk.js with no long task, ${cpu}`,
        met: r.launcherMs <= WIDGET_LAUNCHER_BUDGET_MS && r.loadLongestTaskMs === 0,
        figure: `${num(r.launcherMs)} ms, longest task ${num(r.loadLongestTaskMs)} ms`,
      },
      {
        section: 'widget',
        name: `widget launcher ≤ ${WIDGET_FLOOR_RATIO}× the floor of the same run (a bare script that asks for the config, then shows a button), ${cpu}`,
        met: r.floorMs === undefined ? undefined : r.launcherMs <= WIDGET_FLOOR_RATIO * r.floorMs,
        figure: r.floorMs === undefined ? '-' : `${num(r.launcherMs / r.floorMs, 2)}× (${num(r.launcherMs)} ms vs ${num(r.floorMs)} ms)`,
      },
      {
        section: 'widget',
        name: `widget first open with no task over ${WIDGET_LONG_TASK_BUDGET_MS} ms, ${cpu}`,
        met: r.openLongestTaskMs <= WIDGET_LONG_TASK_BUDGET_MS,
        figure: `longest task ${num(r.openLongestTaskMs)} ms, open in ${num(r.openMs)} ms`,
      },
      ...(r.throttling === 1
        ? []
        : [
            {
              section: 'widget',
              name: `widget cold first open ≤ ${WIDGET_COLD_OPEN_BUDGET_MS} ms with no task over ${WIDGET_LONG_TASK_BUDGET_MS} ms, ${cpu}`,
              met: r.coldOpenMs <= WIDGET_COLD_OPEN_BUDGET_MS && r.coldOpenLongestTaskMs <= WIDGET_LONG_TASK_BUDGET_MS,
              figure: `${num(r.coldOpenMs)} ms, longest task ${num(r.coldOpenLongestTaskMs)} ms`,
            },
          ]),
    ];
  }),
  {
    section: 'persistence',
    name: 'capture with --data ≥ 50% of in memory',
    met: persistence ? dataRatio >= 0.5 : undefined,
    figure: `${num(dataRatio * 100)}%`,
  },
  {
    section: 'persistence',
    name: `capture with ${num(stored)} stored submissions within 20% of an empty store`,
    met: persistence ? storedRatio >= 0.8 : undefined,
    figure: `${num(storedRatio * 100)}%`,
  },
  {
    section: 'console',
    name: `console: every tab's first screen ≤ ${CONSOLE_FLOOR_RATIO}× the bare page of the same run, with 100,000 captures and 10,000 requests (median)`,
    met: consoleBench ? consoleWithinBudget(consoleBench) : undefined,
    figure: consoleBench
      ? `${consoleBench.timings.map((t) => `${t.tab} ${num(t.firstScreenMs / consoleBench.floor.firstScreenMs, 2)}×`).join(', ')} (floor ${num(consoleBench.floor.firstScreenMs)} ms, load ${consoleBench.load.map((l) => num(l, 1)).join('/')})`
      : '-',
  },
  {
    section: 'worlds',
    name: `creating a demo world (POST /_admin/worlds) median < ${CREATE_TARGET_MS} ms on the server`,
    met: worlds ? worlds.create.medianMs < CREATE_TARGET_MS : undefined,
    figure: worlds ? `${num(worlds.create.medianMs, 2)} ms (reset to the demo ${num(worlds.reset.medianMs, 2)} ms)` : '-',
  },
  {
    section: 'worlds',
    name: `${num(MEMORY_WORLDS)} demo worlds fit in ${num(MEMORY_TARGET_BYTES / 1024 / 1024)} MB of resident memory`,
    met: worlds ? worlds.memory.bytesPerWorld * MEMORY_WORLDS <= MEMORY_TARGET_BYTES : undefined,
    figure: worlds ? `${num(worlds.memory.bytesPerWorld)} bytes per world` : '-',
  },
];
console.log('\nTargets:');
for (const t of targets) console.log(`  ${t.met === undefined ? 'skipped' : t.met ? 'met    ' : 'MISSED '} ${t.name} (${t.figure})`);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      duration,
      connections,
      rows,
      paging,
      persistence,
      hotPath,
      clientPaging,
      msw,
      installSizes,
      widgetLoad,
      console: consoleBench,
      worlds,
      startup,
      targets,
    },
    null,
    2,
  ),
);
if (values.write)
  writeBenchFigures(
    {
      prism: rows.length > 0 && !values['skip-prism'] ? { version: PRISM_VERSION, rows } : undefined,
      paging,
      persistence,
      hotPath,
      clients: clientPaging,
      msw,
      widget: widgetRows.length > 0 ? widgetRows : undefined,
      console: consoleBench,
      worlds,
      startup,
    },
    targets,
    loadBefore,
  );
if (targets.some((t) => t.met === false)) process.exitCode = 1;

async function printMsw() {
  console.log(
    '\n@svc/msw beside msw itself, in one run: CPU ms per call (median of 15 interleaved rounds; msw getResponse, no interception)',
  );
  const m = await measureMsw();
  const ratio = (a: number, b: number) => `${num(a / b, 2)}×`;
  console.log(`${pad('step', 40)}${pad('@svc/msw', 12)}${pad('msw peer', 36)}${pad('peer ms', 12)}ratio`);
  const line = (step: string, ours: number, peer: string, theirs: number) =>
    console.log(`${pad(step, 40)}${pad(num(ours, 4), 12)}${pad(peer, 36)}${pad(num(theirs, 4), 12)}${ratio(ours, theirs)}`);
  line('reset()', m.reset.ours, 'server.resetHandlers()', m.reset.peer);
  line('createMockService() (demo seed)', m.create.ours, 'setupServer(handler)', m.create.peer);
  line('one request (GET /v1/engage/config)', m.request.ours, 'a static http.get handler', m.request.static);
  line('one request (GET /v1/engage/config)', m.request.ours, 'an openapi-msw handler (same path)', m.request.openapiMsw);
  return m;
}
