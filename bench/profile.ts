// `pnpm --filter ./bench profile`: where a request's CPU goes, per hot-path scenario. For each scenario the built
// reference server (dist/, plain node) runs under `node --cpu-prof`, is loaded for a few seconds after a warm-up, and
// stops; its profile's samples are summed by self time into the parts a request pays for (Node's HTTP, the framework,
// each area of the server, JSON, garbage collection) and the functions that cost most. The profiles stay in
// bench/results/profiles/ for Chrome DevTools (Performance, "Load profile").
//
// The server ships as minified chunks with its dependencies inside, so a sampled function's file says little: each
// frame of dist/ is named by the module it was built from, through the source maps the build keeps (and does not
// ship) in packages/server/temp/bundle-maps/: src/http/journal.ts, or hono's compose.js.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DemoKeys } from './http.js';
import { load, scenarios } from './http.js';
import { startReferenceServer } from './processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server (or of what runs under it) a call frame belongs to. */
export function partOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return functionName;
  if (url === '' && /^(?:parse|stringify)$/.test(functionName)) return 'JSON';
  if (url.startsWith('node:'))
    return /node:(?:_http|http|net|stream|internal\/(?:http|streams|stream_base|net))/.test(url) ? 'Node HTTP and streams' : 'Node (other)';
  if (url.includes('/@hono/node-server/')) return 'framework: @hono/node-server';
  if (url.includes('/hono/')) return 'framework: hono';
  const area =
    /packages\/server\/(?:dist|src)\/([^/]+)\//.exec(url)?.[1] ??
    (/packages\/server\/(?:dist|src)\/[^/]+\.[jt]s$/.test(url) ? 'app' : undefined);
  if (area) return `server: ${area}`;
  if (url.includes('/node_modules/')) return `dependency: ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]}`;
  return url === '' ? 'V8 builtins' : 'other';
}

/**
 * The profile with each frame of a bundled file named by its source: `url` becomes the file URL of the module the
 * sampled code was built from, and `lineNumber` its line there, wherever `mapOf(path)` has a source map for the
 * bundle's file (the map's sources are relative to the bundle's own folder). Frames without a map stay as they are.
 */
export function withSources(profile: CpuProfile, mapOf: (bundlePath: string) => SourceMap | undefined): CpuProfile {
  const nodes = profile.nodes.map((node) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    if (!url.startsWith('file:')) return node;
    const path = fileURLToPath(url);
    const entry = mapOf(path)?.findEntry(lineNumber, columnNumber ?? 0);
    if (!entry || !('originalSource' in entry)) return node;
    const source = pathToFileURL(resolve(dirname(path), entry.originalSource)).href;
    return { ...node, callFrame: { ...node.callFrame, url: source, lineNumber: entry.originalLine } };
  });
  return { ...profile, nodes };
}

/** The source maps the server's build keeps in temp/bundle-maps/, for the files of its dist/ (none for any other file). */
export function serverBundleMaps(serverRoot: string): (bundlePath: string) => SourceMap | undefined {
  const dist = resolve(serverRoot, 'dist');
  const maps = new Map<string, SourceMap | undefined>();
  return (path) => {
    if (!path.startsWith(`${dist}/`)) return undefined;
    if (!maps.has(path)) {
      const file = resolve(serverRoot, 'temp', 'bundle-maps', `${path.slice(dist.length + 1)}.map`);
      maps.set(path, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
    }
    return maps.get(path);
  };
}

/** Self time per part and per function, in ms, from a profile; idle time left out. */
export function summarize(profile: CpuProfile): {
  busyMs: number;
  parts: Array<[string, number]>;
  files: Array<[string, number]>;
  stages: Array<[string, number]>;
  functions: Array<[string, number]>;
} {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  /**
   * The stage a sample is paid for: the nearest of the server's own files on its stack (a builtin, JSON or GC called
   * from the journal is the journal's), else the framework's, else Node's. Self time alone would put most of a
   * request in "V8 builtins" without saying who called them.
   */
  const stageOf = (id: number): string => {
    let framework: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url } = byId.get(at)!.callFrame;
      const file = /packages\/server\/(?:dist|src)\/(.+)$/.exec(url)?.[1];
      if (file) return `server: ${file}`;
      if (!framework && /\/(?:@hono\/node-server|hono)\//.test(url)) framework = partOf(byId.get(at)!.callFrame);
    }
    return framework ?? 'Node (HTTP, streams, the socket write) and GC';
  };
  const stages = new Map<string, number>();
  const parts = new Map<string, number>();
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const part = partOf(node.callFrame);
    if (part === '(idle)') return;
    busy += ms;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    // The server's own files, one by one: the stages a request passes (world routing, journal, rate limiter, keys,
    // body reading, the rule, the answer) each live in a file named for it.
    const file = /packages\/server\/(?:dist|src)\/(.+)$/.exec(node.callFrame.url)?.[1];
    if (file) files.set(file, (files.get(file) ?? 0) + ms);
    const stage = stageOf(id);
    stages.set(stage, (stages.get(stage) ?? 0) + ms);
    const where = node.callFrame.url.replace(/^.*\/(packages|node_modules)\//, '$1/');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busyMs: busy, parts: sorted(parts), files: sorted(files), stages: sorted(stages), functions: sorted(functions) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
  });
  const options = { duration: Number(values.duration), connections: Number(values.connections) };
  const root = fileURLToPath(new URL('./results/profiles/', import.meta.url));
  const serverRoot = fileURLToPath(new URL('../packages/server/', import.meta.url));
  if (!existsSync(resolve(serverRoot, 'temp', 'bundle-maps'))) {
    console.error('profile: no source maps of the server bundle in packages/server/temp/bundle-maps/: run pnpm build first');
    process.exit(2);
  }
  const mapOf = serverBundleMaps(serverRoot);
  // The demo's keys are the same on every start: one server reads them, each scenario gets a server of its own.
  const probe = await startReferenceServer();
  const demo = JSON.parse(/SVC_DEMO=(.*)/.exec(probe.lines.join('\n'))![1]!) as DemoKeys;
  probe.process.kill();
  for (const scenario of scenarios(demo)) {
    const dir = `${root}${scenario.name.replace(/\W+/g, '-')}/`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const server = await startReferenceServer([], ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    await load(server.url, scenario, { duration: 1, connections: options.connections });
    const result = await load(server.url, scenario, options);
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile was written in ${dir}`);
    const profile = JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as CpuProfile;
    const { busyMs, parts, stages, functions } = summarize(withSources(profile, mapOf));
    const requests = result.requestsPerSecond * result.durationSeconds + result.requestsPerSecond; // the warm-up too, roughly
    console.log(
      `\n${scenario.name}: ${Math.round(result.requestsPerSecond)} req/s; busy ${busyMs.toFixed(0)} ms, about ${((busyMs * 1000) / requests).toFixed(1)} µs per request (${dir}${file})`,
    );
    for (const [part, ms] of parts.filter(([name]) => name !== '(program)').slice(0, 12))
      console.log(`  ${part.padEnd(36)}${((ms / busyMs) * 100).toFixed(1).padStart(5)}%`);
    console.log('  by stage (a sample counts for the nearest server file on its stack, else the framework, else Node):');
    for (const [stage, ms] of stages.slice(0, 16)) console.log(`    ${((ms / busyMs) * 100).toFixed(1).padStart(5)}%  ${stage}`);
    console.log('  the costliest functions (self time):');
    for (const [name, ms] of functions.slice(0, 10)) console.log(`    ${((ms / busyMs) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}
