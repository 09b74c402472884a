// Bundles the scenario with esbuild for each runtime, resolving packages as that runtime's bundler would: the clients
// come from their built `dist/` (esbuild never uses the `@svc/source` condition), so the matrix tests what users install.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { build } from 'esbuild';

export type BundleName = 'node' | 'deno' | 'bun' | 'workerd' | 'edge' | 'browser';

const src = fileURLToPath(new URL('..', import.meta.url));
export const outdir = fileURLToPath(new URL('../../dist/', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

const cli: BuildOptions = { entryPoints: [`${src}entries/cli.ts`], platform: 'node', format: 'esm' };
const TARGETS: Record<BundleName, BuildOptions> = {
  node: { ...cli, conditions: ['node'] },
  deno: { ...cli, conditions: ['deno', 'node'] },
  bun: { ...cli, conditions: ['bun', 'node'] },
  // Wrangler's and Vercel's own resolution conditions.
  workerd: { entryPoints: [`${src}entries/worker.ts`], platform: 'browser', format: 'esm', conditions: ['workerd', 'worker', 'browser'] },
  edge: { entryPoints: [`${src}entries/global.ts`], platform: 'browser', format: 'iife', conditions: ['edge-light', 'worker', 'browser'] },
  browser: { entryPoints: [`${src}entries/global.ts`], platform: 'browser', format: 'iife', conditions: ['browser'] },
};

export interface Bundle {
  file: string;
  bytes: number;
  /** Every file esbuild read, relative to the repository root. */
  inputs: string[];
}

/** Builds every bundle in parallel. */
export async function buildBundles(): Promise<Record<BundleName, Bundle>> {
  await mkdir(outdir, { recursive: true });
  const names = Object.keys(TARGETS) as BundleName[];
  const bundles = await Promise.all(
    names.map(async (name) => {
      const options = TARGETS[name];
      const file = `${outdir}${name}.${options.format === 'esm' ? 'mjs' : 'js'}`;
      const result = await build({
        ...options,
        bundle: true,
        outfile: file,
        target: 'es2022',
        logLevel: 'warning',
        legalComments: 'none',
        metafile: true,
        absWorkingDir: root,
      });
      const output = Object.values(result.metafile.outputs)[0]!;
      return [name, { file, bytes: output.bytes, inputs: Object.keys(result.metafile.inputs) }] as const;
    }),
  );
  return Object.fromEntries(bundles) as Record<BundleName, Bundle>;
}

/** Inputs that are a workspace package's TypeScript sources rather than its built output. */
export function sourceInputs(bundle: Bundle): string[] {
  return bundle.inputs.filter((input) => /(^|\/)packages\/[^/]+\/src\//.test(input));
}
