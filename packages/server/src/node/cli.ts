#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// svc-reference-server: runs the reference server on Node, prints its URL and the demo credentials.
import type { DemoCredentials, DemoKeys, StoreSnapshot } from '@svc/reference-server';
import { SnapshotError } from '../admin/state-check.js';
import { parseDemoKeys } from '../seed/demo-keys.js';
import type { CliOptions } from './cli-args.js';
import { isSeedName, parseCli, USAGE, unreadableSeed } from './cli-args.js';
import { resolveDataPath } from './data-path.js';
import { exposedWarning } from './exposed-warning.js';
import { isLoopbackAddress } from './http-server.js';
import type { RunningNodeServer } from './start.js';
import { startNodeServer } from './start.js';
import { readLoaderFiles, widgetScriptPath } from './widget-script.js';

function printDemo(demo: DemoCredentials, url: string): void {
  const lines = [
    '',
    'Demo data is loaded. Credentials:',
    `  Console        X-Portal-Key: ${demo.console.portalKey}   X-Identity-Sub: ${demo.console.identitySub}`,
    `  Content        website ${demo.content.siteId}, collections ${demo.content.collections.join(', ')}`,
    `                 test key: ${demo.content.keys.test}`,
    `                 live key: ${demo.content.keys.live}`,
    `  Form Capture   website ${demo.capture.siteId}`,
    `                 test key: ${demo.capture.keys.test}`,
    `                 live key: ${demo.capture.keys.live}`,
    `  Engage         site ${demo.engage.siteId}, publishable key: ${demo.engage.publishableKey}`,
    '',
    'Try:',
    `  curl -H 'X-Api-Key: ${demo.content.keys.test}' ${url}/v1/content/${demo.content.siteId}/${demo.content.collections[0] ?? 'events'}`,
    `  curl -H 'X-Api-Key: ${demo.capture.keys.test}' -H 'Content-Type: application/json' -d '{"fields":{"email":"ada@example.org","message":"Hello"}}' ${url}/v1/capture`,
    `  curl -H 'X-Api-Key: ${demo.engage.publishableKey}' -H 'Content-Type: application/json' -d '{"message":"What are your opening hours?"}' ${url}/v1/engage/chat`,
    `  open ${url}/ for the demo page`,
    `  open ${url}/_console/ for the test console (requests, captures, outbox, webhooks, test control; answer the demo's visitors as a person in ${url}/_console/#/engage)`,
    '',
  ];
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const stopWithRunner = packageRunnerWatch();
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`svc-reference-server: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.version) {
    // The package's own manifest, by its public name (the exports map lists ./package.json).
    console.log((createRequire(import.meta.url)('@svc/reference-server/package.json') as { version: string }).version);
    return;
  }
  const seed = await readSeed(options.seed);
  const sdk = await readSdk(options.sdk);
  const demoKeys = await readDemoKeys(options.keys);
  const dataFile = options.data === undefined ? undefined : resolveDataPath(options.data);
  let running: RunningNodeServer;
  try {
    running = await startNodeServer({
      port: options.port,
      host: options.host,
      seed,
      dataFile,
      localDevelopment: options.localDevelopment,
      sdkScript: sdk.script,
      sdkFiles: sdk.files,
      adminToken: options.adminToken,
      demoKeys,
      trustProxy: options.trustProxy,
      allowOrigins: options.allowOrigins,
      journalSize: options.journalSize,
      outboxSize: options.outboxSize,
      worldTtlMs: options.worldTtlMs,
      maxWorlds: options.maxWorlds,
      ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    });
  } catch (error) {
    return cannotStart(error, options);
  }
  announce(running, options, dataFile);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  stopWithRunner(() => void stop());
}

/** `--seed`: the demo, a snapshot file (read and parsed here, checked at start), or none; an unreadable file ends the run. */
async function readSeed(given: string | undefined): Promise<'demo' | StoreSnapshot | undefined> {
  if (given === 'demo') return 'demo';
  if (given === undefined || isSeedName(given)) return undefined;
  let text: string;
  try {
    text = await readFile(given, 'utf8');
  } catch (error) {
    console.error(`svc-reference-server: ${unreadableSeed(given, (error as Error).message)}`);
    process.exit(2);
  }
  try {
    return JSON.parse(text) as StoreSnapshot;
  } catch (error) {
    console.error(
      `svc-reference-server: seed file ${given} is not JSON (${(error as Error).message}); give a snapshot exported from GET /_admin/state`,
    );
    process.exit(2);
  }
}

/** `--sdk FILE`: the loader and the files it imports; an unreadable file ends the run. */
async function readSdk(given: string | undefined): Promise<{ script?: string; files?: Record<string, string> }> {
  if (!given) return {};
  try {
    return { script: await readFile(given, 'utf8'), files: await readLoaderFiles(given) };
  } catch (error) {
    console.error(`svc-reference-server: cannot read --sdk ${given}: ${(error as Error).message}`);
    process.exit(2);
  }
}

/** `--keys FILE`: the demo's keys; a file that cannot be read or used ends the run. */
async function readDemoKeys(given: string | undefined): Promise<DemoKeys | undefined> {
  if (!given) return undefined;
  try {
    return parseDemoKeys(JSON.parse(await readFile(given, 'utf8')));
  } catch (error) {
    console.error(`svc-reference-server: cannot use the keys in ${given}: ${(error as Error).message}`);
    process.exit(2);
  }
}

/** A broken snapshot, an unusable --data path or a busy port is a clear error at start, not a failure later. */
async function cannotStart(error: unknown, options: CliOptions): Promise<never> {
  if (error instanceof SnapshotError) {
    console.error(`svc-reference-server: cannot start from the state given (--data or --seed): ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(await portInUse(options.host, options.port));
  } else {
    console.error(`svc-reference-server: ${(error as Error).message}`);
  }
  process.exit(2);
}

/** What the server prints once it listens: its URL, the console's, warnings, and the demo's credentials. */
function announce(running: RunningNodeServer, options: CliOptions, dataFile: string | undefined): void {
  console.log(`svc reference server listening on ${running.url}`);
  console.log(`Test console: ${running.url}/_console/${running.adminToken ? ' (open it once with ?token=<admin token>)' : ''}`);
  if (!isLoopbackAddress(options.host)) console.warn(exposedWarning(options.host, running));
  // A machine-readable line for scripts that start the server with --port 0.
  console.log(`SVC_REFERENCE_SERVER_URL=${running.url}`);
  if (options.sdk === undefined && widgetScriptPath() === undefined) {
    console.warn(
      "svc-reference-server: the widget's built files were not found (dist/widget/ of this package, or @svc/widget): " +
        'GET /v1/engage/sdk.js answers 404 and the demo page cannot load the chat widget. ' +
        'Reinstall @svc/reference-server, build the widget (pnpm --filter @svc/widget build), or pass --sdk FILE.',
    );
  }
  if (running.server.demo) printDemo(running.server.demo, running.url);
  else if (dataFile) console.log(`State is kept in ${dataFile} (and ${dataFile}.journal).`);
}

/** What to do when the port is taken: who holds it (when it is a reference server), how to find it, how to move. */
async function portInUse(host: string, port: number): Promise<string> {
  const address = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let holder = 'another program is listening there';
  try {
    const health = await fetch(`${address}/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await health.json()) as { status?: unknown };
    if (health.ok && body.status === 'ok') holder = `a reference server is already running at ${address} (its /health answers)`;
  } catch {
    // Not an HTTP server that answers /health: the general hint stands.
  }
  return [
    `svc-reference-server: port ${port} on ${host} is already in use (EADDRINUSE): ${holder}.`,
    `  Find the process with \`lsof -i :${port}\` (or \`ss -ltnp 'sport = :${port}'\`) and stop it, or start this one on`,
    `  another port: --port ${port + 1 <= 65535 ? port + 1 : 4011}, or --port 0 for a free one (the URL is printed, and SVC_PORT sets the default).`,
  ].join('\n');
}

/**
 * Started by a package runner (npx, npm exec, npm run, pnpm, yarn, bunx: each sets npm_config_user_agent), the server
 * ends with it: `kill` of the runner's process id ends the runner (and often its shell) but not this process, which
 * would keep the port. Watched: the parent, and on Linux every runner among the ancestors (a runner killed alone
 * leaves its shell waiting, so the parent alone does not tell). Started any other way (node, a service manager,
 * nohup), it runs until it is told to stop.
 */
function packageRunnerWatch(): (stop: () => void) => void {
  if (!process.env.npm_config_user_agent) return () => {};
  // Read at start, before the server listens: the runner may be killed the moment the URL is printed.
  const parent = process.ppid;
  const runners = runnerAncestors();
  // A runner killed but not yet reaped by its own parent is a zombie: gone, though its process id still answers.
  const alive = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  };
  return (stop) => {
    const check = () => {
      if (process.ppid === parent && runners.every(alive)) return false;
      console.log('svc-reference-server: the command that started it (npx or a package script) has ended; stopping.');
      stop();
      return true;
    };
    if (check()) return;
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, 500);
    timer.unref();
  };
}

/** The package runners among this process's ancestors (Linux's /proc; elsewhere none, and the parent is watched). */
function runnerAncestors(): number[] {
  const found: number[] = [];
  let pid = process.ppid;
  for (let depth = 0; depth < 8 && pid > 1; depth++) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, 3).join(' ');
      if (/(^|[/ ])(npm|npx|pnpm|yarn|bun|bunx)(\.c?js)?( |$)|npm-cli\.js|pnpm\.c?js|yarn\.js/.test(command)) found.push(pid);
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return found;
}

main().catch((error: unknown) => {
  console.error(`svc-reference-server: ${(error as Error).message}`);
  process.exit(1);
});
