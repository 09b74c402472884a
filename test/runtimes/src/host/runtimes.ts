// The matrix: each runtime, how it runs a bundle, and which parts of the scenario apply to it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EdgeVM } from '@edge-runtime/vm';
import { chromiumMissing } from '@svc/test-chromium';
import { Miniflare } from 'miniflare';
import type { SmokeConfig, SmokeReport } from '../protocol.js';
import { bunBinary } from './bun.js';
import type { BundleName } from './bundle.js';
import { runInChromium } from './chromium.js';
import { RUN_TIMEOUT_MS, runCommand, withTimeout } from './process.js';
import type { Reference } from './reference.js';

const require = createRequire(import.meta.url);

export interface Runtime {
  name: string;
  bundle: BundleName;
  /** @svc/capture-node is server-side only; it runs wherever a secret key may live. */
  capture: boolean;
  /** @svc/engage-browser runs where pages and edge functions run. */
  engage: boolean;
  /** Why the runtime cannot start on this machine, or undefined when it can. */
  missing(): string | undefined;
  run(bundle: string, config: SmokeConfig, reference: Reference): Promise<SmokeReport>;
}

const always = (): undefined => undefined;

export const RUNTIMES: Runtime[] = [
  {
    name: `node ${process.versions.node}`,
    bundle: 'node',
    capture: true,
    engage: false,
    missing: always,
    run: (bundle, config) => runCommand(process.execPath, [bundle, JSON.stringify(config)]),
  },
  {
    name: 'deno',
    bundle: 'deno',
    capture: true,
    engage: false,
    missing: always,
    async run(bundle, config) {
      // The npm package's launcher finds (or links) the platform binary; its cache stays in a temp folder.
      const denoDir = await mkdtemp(join(tmpdir(), 'svc-deno-'));
      try {
        const launcher = require.resolve('deno/bin.cjs');
        const args = [launcher, 'run', '--allow-net=127.0.0.1', '--no-prompt', bundle, JSON.stringify(config)];
        return await runCommand(process.execPath, args, { DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1' });
      } finally {
        await rm(denoDir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'bun',
    bundle: 'bun',
    capture: true,
    engage: false,
    missing: always,
    run(bundle, config) {
      return runCommand(bunBinary(), ['run', bundle, JSON.stringify(config)]);
    },
  },
  {
    name: 'workerd (miniflare)',
    bundle: 'workerd',
    capture: true,
    engage: true,
    missing: always,
    async run(bundle, config) {
      const mf = new Miniflare({ modules: true, scriptPath: bundle, compatibilityDate: '2026-04-01' });
      try {
        const response = await withTimeout(
          mf.dispatchFetch('http://smoke.test/', { method: 'POST', body: JSON.stringify(config) }),
          RUN_TIMEOUT_MS,
          'workerd',
        );
        const text = await response.text();
        if (response.status !== 200) throw new Error(`the worker answered ${response.status}: ${text.slice(0, 2000)}`);
        return JSON.parse(text) as SmokeReport;
      } finally {
        await mf.dispose();
      }
    },
  },
  {
    name: 'vercel edge (@edge-runtime/vm)',
    bundle: 'edge',
    capture: true,
    engage: true,
    missing: always,
    async run(bundle, config) {
      const vm = new EdgeVM();
      vm.evaluate(await readFile(bundle, 'utf8'));
      const report = vm.evaluate<Promise<string>>(`svcSmoke(${JSON.stringify(JSON.stringify(config))})`);
      return JSON.parse(await withTimeout(report, RUN_TIMEOUT_MS, 'the edge runtime')) as SmokeReport;
    },
  },
  {
    name: 'chromium',
    bundle: 'browser',
    capture: false,
    engage: true,
    missing: () => chromiumMissing(),
    run: (bundle, config, reference) => runInChromium(bundle, config, reference),
  },
];
