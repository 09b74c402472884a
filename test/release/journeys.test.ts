// Every documented journey, walked as a customer walks it: each page below is run in a fresh folder outside the
// repository, with the packages from the registry (the @svc scope mapped to the local one, as a customer maps a private
// scope; everything else from the npm registry), the page's own commands typed in one shell, its files written as the
// page shows them and its programs run the way it says, and what it says they print checked. The page's markdown is
// the script (scripts/journey-page.ts reads it), so a page that shows something else fails here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  'docs/start/tests.md',
  'docs/start/local-and-ci.md',
  'docs/guides/webhooks.md',
];

/** A walk's time at most: installs from two registries and a server start, on a shared 2-core machine. */
const WALK_MS = 420_000;

let registry: Pick<LocalRegistry, 'url'>;
let stop: () => Promise<void> = async () => {};
beforeAll(async () => {
  ({ registry, stop } = await useRegistry());
}, 300_000);
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

/**
 * A customer's environment: their PATH without this repository's tools, none of the variables pnpm or vitest set, the
 * @svc scope mapped to the registry, and the port the page's server takes (SVC_PORT; the page's 127.0.0.1:4010 is
 * swapped for it, so walks never collide with a server of yours on 4010).
 */
function customerEnv(port: number): NodeJS.ProcessEnv {
  const keep = ['HOME', 'TMPDIR', 'LANG', 'TERM', 'USER', 'CI', 'COREPACK_INTEGRITY_KEYS', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.startsWith(root.replace(/\/$/, '')) && !dir.includes('node_modules'))
    .join(':');
  env.NO_COLOR = '1';
  env.SVC_PORT = String(port);
  env['npm_config_@svc:registry'] = registry.url;
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
  it.each(JOURNEYS.map((walkOf) => [Array.isArray(walkOf) ? walkOf.join(' then ') : walkOf, walkOf] as const))(
    '%s runs as printed',
    async (_name, walkOf) => {
      const pages = Array.isArray(walkOf) ? walkOf : [walkOf];
      const steps = pages.flatMap((page) => journeySteps(readFileSync(join(root, page), 'utf8')).map((step) => ({ ...step, page })));
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
        const { code, output } = await walk(join(base, 'walk.sh'), project, customerEnv(port), WALK_MS);
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
    WALK_MS + 30_000,
  );
});
