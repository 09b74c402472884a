// Every documented journey, walked as a customer walks it: each page below is run in a fresh folder outside the
// repository, with the packages from the registry (the @svc scope mapped to the local one, as a customer maps a private
// scope; everything else from the npm registry), the page's own commands typed in one shell, its files written as the
// page shows them and its programs run the way it says, and what it says they print checked. The page's markdown is
// the script (scripts/journey-page.ts reads it), so a page that shows something else fails here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bunBinary } from '@svc/runtime-tests/bun';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { journeyScript, journeySteps, missingOutput, outputsByStep } from '../../scripts/journey-page.js';
import { root } from './src/publish.js';
import type { LocalRegistry } from './src/registry.js';
import { useRegistry } from './src/registry.js';

/**
 * The pages a customer follows, in the order they meet them. Each runs whole; a block that cannot is marked. A list is
 * one walk: the guides whose programs run in the backend quick start's project, with its server, follow it there.
 */
export const JOURNEYS: Array<string | string[]> = [
  [
    'docs/start/backend.md',
    'docs/guides/errors.md',
    'docs/guides/paging.md',
    'docs/guides/rate-limits.md',
    'docs/guides/retries.md',
    'docs/guides/test-control.md',
    'docs/guides/widget.md',
  ],
  'docs/start/website.md',
  // The first read with each other package manager: the page's blocks for that one (`page.md#variant`).
  'docs/start/package-managers.md#pnpm',
  'docs/start/package-managers.md#yarn',
  'docs/start/package-managers.md#bun',
  'docs/start/tests.md',
  'docs/start/local-and-ci.md',
  'docs/guides/webhooks.md',
  // Each package README with examples, from its own install command.
  'packages/core/README.md',
  'packages/content/README.md',
  'packages/capture-node/README.md',
  'packages/engage-browser/README.md',
  'packages/msw/README.md',
  'packages/server/README.md',
  'packages/http-reference/README.md',
  'packages/types/README.md',
  'packages/spec/README.md',
];

/** A walk's time at most: installs from two registries and a server start, on a shared 2-core machine. */
const WALK_MS = 420_000;

let registry: Pick<LocalRegistry, 'url'>;
let stop: () => Promise<void> = async () => {};
beforeAll(async () => {
  ({ registry, stop } = await useRegistry());
  await forgetNpxInstallsOfOurs(process.env.npm_config_cache ?? join(homedir(), '.npm'));
}, 300_000);

/**
 * npx keeps what it installed for `npx @svc/reference-server` and runs it again while the version matches. A release
 * has a new version, so a customer's npx installs it afresh; this registry publishes the same version numbers on every
 * run with new contents, so an earlier run's copy (the server with the contract it was built against) is removed
 * first, and the walk runs this build. Other packages' npx installs are kept.
 */
async function forgetNpxInstallsOfOurs(cache: string): Promise<void> {
  const npx = join(cache, '_npx');
  for (const entry of await readdir(npx).catch(() => [] as string[])) {
    const manifest = await readFile(join(npx, entry, 'package.json'), 'utf8').catch(() => '');
    if (manifest.includes('"@svc/')) await rm(join(npx, entry), { recursive: true, force: true });
  }
}
afterAll(() => stop());

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const require = createRequire(import.meta.url);
const PNPM_VERSION = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { packageManager: string }).packageManager
  .replace(/^pnpm@/, '')
  .replace(/\+.*$/, '');

/**
 * The customer's machine: a home folder whose user configuration maps the @svc scope to the registry for each
 * package manager (npm and pnpm read `.npmrc`, Yarn `.yarnrc.yml`, Bun `.bunfig.toml`), as a customer maps a private
 * scope, and a folder of the package managers they have installed besides npm: Yarn (Berry, from the npm registry's
 * @yarnpkg/cli-dist), Bun (the npm registry's `bun`, its platform binary) and pnpm (this repository's version,
 * through corepack).
 */
async function customerMachine(base: string): Promise<{ home: string; tools: string }> {
  const home = join(base, 'home');
  const tools = join(base, 'tools');
  await mkdir(home);
  await mkdir(tools);
  await writeFile(join(home, '.npmrc'), `@svc:registry=${registry.url}\n`);
  await writeFile(
    join(home, '.yarnrc.yml'),
    [
      'enableTelemetry: false',
      'unsafeHttpWhitelist: ["127.0.0.1"]',
      // Yarn 4 holds back releases younger than its minimal age; these were published a moment ago.
      'npmPreapprovedPackages: ["@svc/*"]',
      'npmScopes:',
      '  svc:',
      `    npmRegistryServer: "${registry.url}"`,
      '',
    ].join('\n'),
  );
  await writeFile(join(home, '.bunfig.toml'), `[install.scopes]\nsvc = { url = "${registry.url}" }\n`);
  const yarn = require.resolve('@yarnpkg/cli-dist/bin/yarn.js');
  await writeFile(join(tools, 'yarn'), `#!/bin/sh\nexec node '${yarn}' "$@"\n`, { mode: 0o755 });
  // pnpm as this repository pins it, through corepack (which has it cached): corepack's default is the newest pnpm,
  // whatever that is on the day of the walk.
  await writeFile(join(tools, 'pnpm'), `#!/bin/sh\nexec corepack pnpm@${PNPM_VERSION} "$@"\n`, { mode: 0o755 });
  const bun = bunBinary();
  await symlink(bun, join(tools, 'bun'));
  await symlink(bun, join(tools, 'bunx'));
  return { home, tools };
}

/**
 * A customer's environment: their PATH without this repository's tools (with the package managers they installed),
 * none of the variables pnpm or vitest set, their home (the scope mapped there), and the port the page's server takes
 * (SVC_PORT; the page's 127.0.0.1:4010 is swapped for it, so walks never collide with a server of yours on 4010). The
 * download caches of npm and corepack are this machine's, so a walk does not fetch what an earlier one fetched.
 */
function customerEnv(port: number, machine: { home: string; tools: string }): NodeJS.ProcessEnv {
  const keep = ['TMPDIR', 'LANG', 'TERM', 'USER', 'CI', 'COREPACK_INTEGRITY_KEYS', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
  env.PATH = [
    machine.tools,
    ...(process.env.PATH ?? '').split(':').filter((dir) => !dir.startsWith(root.replace(/\/$/, '')) && !dir.includes('node_modules')),
  ].join(':');
  env.HOME = machine.home;
  env.npm_config_cache = process.env.npm_config_cache ?? join(homedir(), '.npm');
  env.COREPACK_HOME = process.env.COREPACK_HOME ?? join(homedir(), '.cache', 'node', 'corepack');
  env.COREPACK_ENABLE_DOWNLOAD_PROMPT = '0';
  env.NO_COLOR = '1';
  env.SVC_PORT = String(port);
  return env;
}

interface Walk {
  code: number | null;
  output: string;
}

function walk(script: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Walk> {
  return new Promise((resolve) => {
    const child = spawn('bash', [script], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group is gone already.
      }
    };
    const timer = setTimeout(() => {
      output += `\njourney: stopped after ${timeoutMs / 1000} s`;
      kill('SIGKILL');
    }, timeoutMs);
    // 'exit', not 'close': a server the page started in the background holds the output open until it is stopped.
    child.once('exit', (code) => {
      clearTimeout(timer);
      // Whatever the page started in the background (its server) ends with the walk.
      kill('SIGTERM');
      setTimeout(() => {
        kill('SIGKILL');
        resolve({ code, output });
      }, 500);
    });
  });
}

describe('every documented journey, from the registry in a fresh folder', () => {
  // Three walks at a time: a walk mostly waits (installs, a server's start), each in a folder and on a port of its own.
  it.concurrent.for(JOURNEYS.map((walkOf) => [Array.isArray(walkOf) ? walkOf.join(' then ') : walkOf, walkOf] as const))(
    '%s runs as printed',
    { timeout: WALK_MS + 30_000 },
    async ([, walkOf], { expect }) => {
      const pages = Array.isArray(walkOf) ? walkOf : [walkOf];
      const steps = pages.flatMap((entry) => {
        const [page, variant] = entry.split('#') as [string, string | undefined];
        return journeySteps(readFileSync(join(root, page), 'utf8'), variant).map((step) => ({ ...step, page: entry }));
      });
      for (const page of pages)
        expect(
          steps.some((s) => s.page === page && s.kind !== 'output'),
          `${page} has nothing to run`,
        ).toBe(true);
      const port = await freePort();
      const base = await mkdtemp(join(tmpdir(), 'svc-journey-'));
      const project = join(base, 'customer');
      await writeFile(join(base, 'walk.sh'), journeyScript(steps, port));
      await mkdir(project);
      try {
        const machine = await customerMachine(base);
        const { code, output } = await walk(join(base, 'walk.sh'), project, customerEnv(port, machine), WALK_MS);
        const tail = output.split('\n').slice(-60).join('\n');
        const byStep = outputsByStep(output);
        const failedAt = steps[Math.max(...byStep.keys(), 0)];
        expect(code, `${failedAt?.page}: the step at line ${failedAt?.line} failed (exit ${code}); the walk's last lines:\n${tail}`).toBe(
          0,
        );
        steps.forEach((step, index) => {
          if (step.kind !== 'output') return;
          const printed = byStep.get(index - 1) ?? '';
          const missing = missingOutput(step.expected, printed);
          expect(missing, `${step.page}, line ${step.line}: the output shown is not what the step printed:\n${printed}`).toBeUndefined();
        });
      } finally {
        await rm(base, { recursive: true, force: true });
      }
    },
  );
});
