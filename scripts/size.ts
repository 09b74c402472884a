// Size check of the clients, from their built files: each bundled for its runtime by esbuild (minified, with
// openapi-fetch and @svc/core), gzip-compressed. Prints a table; fails when a client is over its budget.
// Run after `pnpm build`: `pnpm size`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Platform } from 'esbuild';

/** The budget: 5 KB gzip per client. */
const BUDGET = 5 * 1024;

interface Client {
  pkg: string;
  dir: string;
  platform: Platform;
  /** What a user of the client imports. */
  factory: string;
  /**
   * A budget above BUDGET, only where the client does not fit yet; the table marks it, so it cannot go unnoticed.
   * Lower it (and remove it) as the code shrinks.
   */
  allowance?: number;
}

const clients: Client[] = [
  { pkg: '@svc/engage-browser', dir: 'packages/engage-browser', platform: 'browser', factory: 'createEngageClient', allowance: 5.3 * 1024 },
  { pkg: '@svc/content', dir: 'packages/content', platform: 'neutral', factory: 'createContentClient', allowance: 5.4 * 1024 },
  { pkg: '@svc/capture-node', dir: 'packages/capture-node', platform: 'node', factory: 'createCaptureClient' },
];

async function measure(dir: string, platform: Platform, contents: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: dir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n: number): string => `${(n / 1024).toFixed(2)} KB`;
const rows: string[] = [];
let failed = false;
for (const c of clients) {
  const dir = join(process.cwd(), c.dir);
  if (!existsSync(join(dir, 'dist/index.js'))) {
    console.error(`size: ${c.dir}/dist/index.js is missing; run pnpm build first`);
    process.exit(1);
  }
  const client = await measure(dir, c.platform, `export { ${c.factory} } from './dist/index.js';`);
  const whole = await measure(dir, c.platform, `export * from './dist/index.js';`);
  const limit = c.allowance ?? BUDGET;
  const verdict = client.gzip > limit ? 'FAIL' : client.gzip > BUDGET ? `over the ${kb(BUDGET)} target` : 'ok';
  if (client.gzip > limit) failed = true;
  rows.push(`| ${c.pkg} | ${c.platform} | ${kb(client.min)} | ${kb(client.gzip)} | ${kb(whole.gzip)} | ${kb(limit)} | ${verdict} |`);
}
// A peer measured the same way in the same run, for scale: contentful.js, the client of a read-only content API.
const peer = await measure(process.cwd(), 'browser', `export { createClient } from 'contentful';`);
rows.push(`| peer: contentful (createClient) | browser | ${kb(peer.min)} | ${kb(peer.gzip)} | | | for scale |`);
console.log('| client | runtime | minified | gzip | gzip, whole entry | budget | |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (failed) {
  console.error(`size: a client is over its budget (target ${kb(BUDGET)} gzip, openapi-fetch and @svc/core included)`);
  process.exit(1);
}
