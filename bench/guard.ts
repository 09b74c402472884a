// `pnpm bench:guard` (a step of `pnpm verify`): a short run of the hot-path scenarios that fails when a change made
// the reference server slower beside its framework. The built server (dist/, plain node, as `svc-reference-server`
// runs) and the same recorded bytes answered by its framework alone (Hono on @hono/node-server, one route, no rules)
// are loaded in alternating rounds; a scenario's ratio is the median of the rounds' own ratios (reference req/s over
// framework req/s), so load from elsewhere falls on both sides alike. How runs are judged (the 15% line under the
// ratio recorded in hot-path-guard.json, three runs for a scenario below it): guard-verdict.ts.
//
// A change meant to cost (a new rule on every request) records new figures with its reason:
//   pnpm bench:guard --update --runs 5 --reason "every capture now checks X"
// which writes hot-path-guard.json and adds a row to docs/decisions/0009-hot-path-guard.md.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { GuardRecord } from './guard-verdict.js';
import { measureAndJudge, RUNS_WHEN_BELOW, TOLERANCE } from './guard-verdict.js';
import { measured, record, startBare } from './hot-path.js';
import type { DemoKeys } from './http.js';
import { load, scenarios } from './http.js';
import { startReferenceServer } from './processes.js';

export interface GuardRow {
  scenario: string;
  referenceRps: number;
  frameworkRps: number;
  ratio: number;
  roundRatios: number[];
  /** Framework CPU µs per request over the reference server's, median of the rounds' own. */
  cpuRatio: number;
  cpuRoundRatios: number[];
}

const RECORD_FILE = fileURLToPath(new URL('./hot-path-guard.json', import.meta.url));
const DECISION = fileURLToPath(new URL('../docs/decisions/0009-hot-path-guard.md', import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runGuard(options: {
  duration: number;
  rounds: number;
  connections: number;
  /** Only the scenarios of these names (all when absent). */
  only?: string[];
}): Promise<GuardRow[]> {
  const reference = await startReferenceServer();
  const demo = JSON.parse(/SVC_DEMO=(.*)/.exec(reference.lines.join('\n'))![1]!) as DemoKeys;
  const all = scenarios(demo).filter((s) => !options.only || options.only.includes(s.name));
  const recorded = await Promise.all(all.map((s) => record(reference.url, s)));
  const framework = await startBare(recorded, 'framework-server.mjs');
  const servers = { reference, framework };
  const rows: GuardRow[] = [];
  try {
    for (const scenario of all) {
      for (const server of Object.values(servers)) await load(server.url, scenario, { duration: 1, connections: options.connections });
      const rps: Record<'reference' | 'framework', number[]> = { reference: [], framework: [] };
      const cpu: Record<'reference' | 'framework', number[]> = { reference: [], framework: [] };
      for (let round = 0; round < options.rounds; round++) {
        const order = round % 2 === 0 ? (['reference', 'framework'] as const) : (['framework', 'reference'] as const);
        for (const which of order) {
          const m = await measured(servers[which].process, () => load(servers[which].url, scenario, options));
          if (m.result.non2xx > 0 || m.result.errors > 0)
            throw new Error(
              `${which} answered ${scenario.name} with ${m.result.non2xx} non-2xx and ${m.result.errors} errors: the guard measures success only`,
            );
          rps[which].push(m.result.requestsPerSecond);
          cpu[which].push(m.cpuUsPerRequest);
        }
      }
      const roundRatios = rps.reference.map((r, i) => r / rps.framework[i]!);
      const cpuRatios = cpu.framework.map((f, i) => f / cpu.reference[i]!);
      rows.push({
        scenario: scenario.name,
        referenceRps: median(rps.reference),
        frameworkRps: median(rps.framework),
        ratio: median(roundRatios),
        roundRatios,
        cpuRatio: median(cpuRatios),
        cpuRoundRatios: cpuRatios,
      });
    }
  } finally {
    reference.process.kill();
    framework.process.kill();
  }
  return rows;
}

function readRecord(): GuardRecord | undefined {
  try {
    return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as GuardRecord;
  } catch {
    return undefined;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      update: { type: 'boolean', default: false },
      reason: { type: 'string' },
      duration: { type: 'string', default: '1.5' },
      rounds: { type: 'string', default: '7' },
      // --update: the median of this many runs is recorded, so one run at a fast or slow moment does not set the line.
      runs: { type: 'string', default: '1' },
      connections: { type: 'string', default: '10' },
      // Seconds between the runs of a scenario below its line, so a moment of load from elsewhere can pass.
      pause: { type: 'string', default: '10' },
    },
  });
  if (values.update && !values.reason?.trim()) {
    console.error('bench:guard --update records new figures only with the reason the change costs: --reason "what every request now does"');
    process.exit(2);
  }
  const loadBefore = loadavg()[0]!;
  const options = { duration: Number(values.duration), rounds: Number(values.rounds), connections: Number(values.connections) };
  const started = Date.now();
  const was = readRecord();
  const {
    runsOf,
    rows: measuredRows,
    verdicts,
  } = await measureAndJudge((only) => runGuard({ ...options, only }), was, {
    runs: Number(values.runs),
    update: values.update,
    pause: () => sleep(Number(values.pause) * 1000),
    onBelow: (below) =>
      console.log(
        `below the line in the first run (${below.map((v) => `${v.scenario} ${v.ratio.toFixed(2)}, line ${v.line!.toFixed(2)}`).join('; ')}): ` +
          `measuring ${below.length === 1 ? 'it' : 'them'} in ${RUNS_WHEN_BELOW} runs in all, judged by their median`,
      ),
  });
  for (const [name, runs] of runsOf)
    if (runs.length > 1)
      console.log(`${name}: ratios of the ${runs.length} runs ${runs.map((r) => r.ratio.toFixed(2)).join(', ')} (median decides)`);
  const f = (n: number, d = 2) => n.toFixed(d);
  console.log(
    `hot-path guard: the built reference server beside its framework alone, ${options.rounds} alternating rounds of ${options.duration} s, ` +
      `${options.connections} connections (load average ${f(loadBefore, 1)} before, ${f(loadavg()[0]!, 1)} after, ${cpus().length} cores)`,
  );
  console.log('scenario           reference req/s  framework req/s  ratio  rounds                                recorded  fails below');
  for (const row of measuredRows) {
    const v = verdicts.find((x) => x.scenario === row.scenario)!;
    console.log(
      `${row.scenario.padEnd(19)}${f(row.referenceRps, 0).padEnd(17)}${f(row.frameworkRps, 0).padEnd(17)}${f(row.ratio).padEnd(7)}` +
        `${row.roundRatios
          .map((r) => f(r))
          .join(' ')
          .padEnd(38)}${(v.recorded === undefined ? '-' : f(v.recorded)).padEnd(10)}` +
        `${v.line === undefined ? '-' : f(v.line)}${v.passed ? '' : '  SLOWER'}`,
    );
    const machine = was?.frameworkRps?.[row.scenario];
    console.log(
      `${''.padEnd(19)}CPU per request, framework / reference: ${f(row.cpuRatio)} (${row.cpuRoundRatios.map((r) => f(r)).join(' ')})` +
        (machine ? `; the framework at ${f(row.frameworkRps / machine)} of its req/s when recorded` : ''),
    );
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (values.update) {
    const next: GuardRecord = {
      recordedAt: new Date().toISOString(),
      node: process.version,
      ratios: Object.fromEntries(measuredRows.map((r) => [r.scenario, Number(r.ratio.toFixed(3))])),
      frameworkRps: Object.fromEntries(measuredRows.map((r) => [r.scenario, Math.round(r.frameworkRps)])),
    };
    writeFileSync(RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
    const cell = (name: string) => `${was?.ratios[name] === undefined ? '' : `${f(was.ratios[name]!)} → `}${f(next.ratios[name]!)}`;
    appendFileSync(
      DECISION,
      `| ${next.recordedAt.slice(0, 10)} | ${cell('content list read')} | ${cell('engage config')} | ${cell('capture')} | ${values.reason!.trim().replace(/\|/g, '\\|')} |\n`,
    );
    console.log(`recorded in bench/hot-path-guard.json; the reason is in docs/decisions/0009-hot-path-guard.md`);
  } else if (verdicts.some((v) => !v.passed)) {
    const slower = verdicts.filter((v) => !v.passed);
    console.error(
      `\nhot-path guard: ${slower.map((v) => `${v.scenario} at ${f(v.ratio)} of the framework (median of ${runsOf.get(v.scenario)!.length} runs), recorded ${f(v.recorded!)}`).join('; ')}: ` +
        `more than ${TOLERANCE * 100}% slower.\nProfile it (pnpm --filter ./bench profile), or, when the change is meant to cost, ` +
        `record it on a quiet machine: pnpm bench:guard --update --runs 5 --reason "what every request now does".`,
    );
    process.exitCode = 1;
  } else if (!was) {
    console.error('hot-path guard: nothing recorded yet: pnpm bench:guard --update --runs 5 --reason "first record"');
    process.exitCode = 1;
  }
}
