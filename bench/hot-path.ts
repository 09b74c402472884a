// The hot path against its floor: the reference server and a bare node:http server answering the same bytes, loaded
// by the same autocannon settings in alternating rounds, each server's CPU read from /proc (user + system). A third
// server answers the same bytes through the reference server's framework alone (Hono on @hono/node-server, one route,
// no rules), so the table shows how much of the gap is the framework and how much the service's own work. Capture runs
// two more reference servers in the same rounds, to show what the state a capture keeps costs: one with the request
// journal and the outbox off (`--journal-size 0 --outbox-size 0`), one with a 64 MB young generation
// (`--max-semi-space-size=64`), where entries of those rings die young instead of being copied to the old generation.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DemoKeys, LoadResult, Scenario } from './http.js';
import { load, scenarios } from './http.js';
import { shippedEnv, startReferenceServer } from './processes.js';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface HotPathRow {
  scenario: string;
  reference: { requestsPerSecond: number; cpuUsPerRequest: number };
  bare: { requestsPerSecond: number; cpuUsPerRequest: number };
  /** Hono on @hono/node-server answering the same bytes from one route. */
  framework: { requestsPerSecond: number; cpuUsPerRequest: number };
  /** Reference req/s over bare req/s, median of the rounds' ratios. */
  ratio: number;
  roundRatios: number[];
  /** Framework-only req/s over bare req/s, median of the rounds' ratios. */
  frameworkRatio: number;
  /** Reference req/s over framework-only req/s, median of the rounds' ratios. */
  ofFramework: number;
  /** The same scenario on reference servers started another way (capture only). */
  variants: HotPathVariant[];
}

export interface HotPathVariant {
  label: string;
  requestsPerSecond: number;
  cpuUsPerRequest: number;
  /** Req/s over the default reference server's, median of the rounds' ratios. */
  ofReference: number;
  /** Req/s over framework-only req/s, median of the rounds' ratios. */
  ofFramework: number;
}

/** Reference servers started another way, loaded with the capture scenario in the same rounds as the others. */
const CAPTURE_VARIANTS = [
  { name: 'noRings', label: '--journal-size 0 --outbox-size 0', args: ['--journal-size', '0', '--outbox-size', '0'], nodeArgs: [] },
  { name: 'youngGen', label: 'node --max-semi-space-size=64', args: [], nodeArgs: ['--max-semi-space-size=64'] },
] as const;

/** Each scenario's target: its req/s at least this share of bare node:http answering the same bytes. */
export const HOT_PATH_TARGETS: Record<string, number> = { 'content list read': 0.6, 'engage config': 0.8, capture: 0.3 };

/** The scenario also loaded under a world's base URL, beside the same request at the root. */
export const WORLD_SCENARIO = 'content list read';
export const WORLD_LABEL = 'the same request under /w/<id> (a world)';

function cpuSeconds(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime is the 14th field, stime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function record(baseUrl: string, scenario: Scenario) {
  const response = await fetch(`${baseUrl}${scenario.path}`, { method: scenario.method, headers: scenario.headers, body: scenario.body });
  // Headers the bare server computes itself (length, date, connection) are left to node:http, as for any server.
  const headers = [...response.headers].filter(([name]) => !/^(content-length|date|connection|keep-alive|transfer-encoding)$/i.test(name));
  return { method: scenario.method, path: scenario.path, status: response.status, headers, body: await response.text() };
}

export async function startBare(recorded: unknown[], file = 'bare-server.mjs'): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [`${here}${file}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: shippedEnv({ BARE_RESPONSES: JSON.stringify(recorded) }),
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BARE_URL=(\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url, process: child };
}

export async function measured(
  child: ChildProcess,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpuUsPerRequest: number }> {
  const before = cpuSeconds(child.pid!);
  const result = await run();
  const requests = result.requestsPerSecond * result.durationSeconds;
  return { result, cpuUsPerRequest: ((cpuSeconds(child.pid!) - before) * 1e6) / requests };
}

export async function measureHotPath(options: { duration: number; connections: number; rounds: number }): Promise<HotPathRow[]> {
  const reference = await startReferenceServer();
  const demo = JSON.parse(/SVC_DEMO=(.*)/.exec(reference.lines.join('\n'))![1]!) as DemoKeys;
  const all = scenarios(demo);
  const recorded = await Promise.all(all.map((s) => record(reference.url, s)));
  const bare = await startBare(recorded);
  const framework = await startBare(recorded, 'framework-server.mjs');
  const servers: Record<string, { url: string; process: ChildProcess }> = { ours: reference, floor: bare, framework };
  // The demo's keys are the same on every start, so the variants answer the recorded scenario as the default does.
  for (const variant of CAPTURE_VARIANTS) servers[variant.name] = await startReferenceServer([...variant.args], [...variant.nodeArgs]);
  // A world of the same server, seeded with the demo (the same keys): the content read under /w/<id> beside the root.
  const created = await fetch(`${reference.url}/_admin/worlds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seed: 'demo', ttlMs: 3_600_000 }),
  });
  // A world has demo keys of its own: its scenarios are built from them.
  const { world, demo: worldDemo } = (await created.json()) as { world: { baseUrl: string }; demo: DemoKeys };
  servers.world = { url: world.baseUrl, process: reference.process };
  const worldScenarios = scenarios(worldDemo);
  const scenarioOf = (which: string, scenario: Scenario) =>
    which === 'world' ? worldScenarios.find((s) => s.name === scenario.name)! : scenario;
  const rows: HotPathRow[] = [];
  try {
    for (const scenario of all) {
      const names = [
        'ours',
        'floor',
        'framework',
        ...(scenario.name === 'capture' ? CAPTURE_VARIANTS.map((v) => v.name) : []),
        ...(scenario.name === WORLD_SCENARIO ? ['world'] : []),
      ];
      const figures = Object.fromEntries(names.map((name) => [name, [] as Array<{ rps: number; cpu: number }>]));
      // Warm every server (JIT, caches) before anything is counted.
      for (const name of names)
        await load(servers[name]!.url, scenarioOf(name, scenario), { duration: 1, connections: options.connections });
      for (let round = 0; round < options.rounds; round++) {
        // Alternating order, so no server always runs on the warmer or the busier part of the machine's time.
        const order = round % 2 === 0 ? names : [...names].reverse();
        for (const which of order) {
          const server = servers[which]!;
          const m = await measured(server.process, () => load(server.url, scenarioOf(which, scenario), options));
          if (m.result.non2xx > 0 || m.result.errors > 0)
            console.log(`  warning: ${which} ${scenario.name}: ${m.result.non2xx} non-2xx, ${m.result.errors} errors`);
          figures[which]!.push({ rps: m.result.requestsPerSecond, cpu: m.cpuUsPerRequest });
        }
      }
      const summary = (xs: Array<{ rps: number; cpu: number }>) => ({
        requestsPerSecond: median(xs.map((o) => o.rps)),
        cpuUsPerRequest: median(xs.map((o) => o.cpu)),
      });
      /** Median over the rounds of one server's req/s over another's in the same round. */
      const over = (a: string, b: string) => median(figures[a]!.map((o, i) => o.rps / figures[b]![i]!.rps));
      const roundRatios = figures.ours!.map((o, i) => o.rps / figures.floor![i]!.rps);
      rows.push({
        scenario: scenario.name,
        reference: summary(figures.ours!),
        bare: summary(figures.floor!),
        framework: summary(figures.framework!),
        ratio: median(roundRatios),
        roundRatios,
        frameworkRatio: over('framework', 'floor'),
        ofFramework: over('ours', 'framework'),
        variants: [
          ...CAPTURE_VARIANTS.filter((v) => figures[v.name]).map((v) => ({ name: v.name, label: v.label })),
          ...(figures.world ? [{ name: 'world', label: WORLD_LABEL }] : []),
        ].map((v) => ({
          label: v.label,
          ...summary(figures[v.name]!),
          ofReference: over(v.name, 'ours'),
          ofFramework: over(v.name, 'framework'),
        })),
      });
    }
  } finally {
    for (const server of Object.values(servers)) server.process.kill();
  }
  return rows;
}

export function printHotPath(rows: HotPathRow[], rounds: number): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(`\nHot path: reference server vs bare node:http answering the same bytes, median of ${rounds} alternating rounds:`);
  console.log(
    `${pad('scenario', 18)}${pad('reference req/s', 17)}${pad('µs CPU/req', 12)}${pad('bare req/s', 12)}${pad('µs CPU/req', 12)}${pad('ratio req/s', 13)}ratio CPU`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.scenario, 18)}${pad(num(r.reference.requestsPerSecond), 17)}${pad(num(r.reference.cpuUsPerRequest, 1), 12)}` +
        `${pad(num(r.bare.requestsPerSecond), 12)}${pad(num(r.bare.cpuUsPerRequest, 1), 12)}${pad(num(r.ratio, 2), 13)}` +
        `${num(r.bare.cpuUsPerRequest / r.reference.cpuUsPerRequest, 2)}`,
    );
  }
  console.log('The same bytes through the framework alone (Hono on @hono/node-server, one route, no rules), same rounds:');
  console.log(
    `${pad('scenario', 18)}${pad('framework req/s', 17)}${pad('µs CPU/req', 12)}${pad('ratio req/s', 13)}${pad('ratio CPU', 11)}reference / framework req/s`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.scenario, 18)}${pad(num(r.framework.requestsPerSecond), 17)}${pad(num(r.framework.cpuUsPerRequest, 1), 12)}` +
        `${pad(num(r.frameworkRatio, 2), 13)}${pad(num(r.bare.cpuUsPerRequest / r.framework.cpuUsPerRequest, 2), 11)}${num(r.ofFramework, 2)}`,
    );
  }
  const variants = rows.flatMap((r) => r.variants.map((v) => ({ scenario: r.scenario, ...v })));
  if (variants.length === 0) return;
  console.log('Variants, same rounds: a world (content), what the state a capture keeps costs (capture):');
  console.log(
    `${pad('scenario', 18)}${pad('variant', 36)}${pad('req/s', 10)}${pad('µs CPU/req', 12)}${pad('/ reference', 13)}/ framework req/s`,
  );
  for (const v of variants) {
    console.log(
      `${pad(v.scenario, 18)}${pad(v.label, 36)}${pad(num(v.requestsPerSecond), 10)}${pad(num(v.cpuUsPerRequest, 1), 12)}` +
        `${pad(num(v.ofReference, 2), 13)}${num(v.ofFramework, 2)}`,
    );
  }
}
