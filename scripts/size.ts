// Size check of the clients, from their built files: each bundled for its runtime by esbuild (minified, with
// openapi-fetch and @svc/core), gzip-compressed. Prints a table; fails when a client is over its budget, or when
// README.md's table of these figures (and the widget README's of its files) is not what this commit measures.
// Run after `pnpm build`: `pnpm size`; `pnpm size --write` writes the READMEs' tables.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Platform } from 'esbuild';
import { build } from 'esbuild';
import { generatedBlock } from './generated-block.mjs';

const write = process.argv.includes('--write');

/** The budget: 5.5 KB gzip per client, the factory and everything it pulls; no allowances. */
const BUDGET = 5.5 * 1024;

interface Client {
  pkg: string;
  dir: string;
  platform: Platform;
  /** What a user of the client imports. */
  factory: string;
}

const clients: Client[] = [
  { pkg: '@svc/engage-browser', dir: 'packages/engage-browser', platform: 'browser', factory: 'createEngageClient' },
  { pkg: '@svc/content', dir: 'packages/content', platform: 'neutral', factory: 'createContentClient' },
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
/** The same figures as README.md shows them. */
const readme: string[] = ['| client | runtime | minified | gzip | gzip, whole entry | budget |', '|---|---|---|---|---|---|'];
let failed = false;
for (const c of clients) {
  const dir = join(process.cwd(), c.dir);
  if (!existsSync(join(dir, 'dist/index.js'))) {
    console.error(`size: ${c.dir}/dist/index.js is missing; run pnpm build first`);
    process.exit(1);
  }
  const client = await measure(dir, c.platform, `export { ${c.factory} } from './dist/index.js';`);
  const whole = await measure(dir, c.platform, `export * from './dist/index.js';`);
  const verdict = client.gzip > BUDGET ? 'FAIL' : 'ok';
  if (client.gzip > BUDGET) failed = true;
  rows.push(`| ${c.pkg} | ${c.platform} | ${kb(client.min)} | ${kb(client.gzip)} | ${kb(whole.gzip)} | ${kb(BUDGET)} | ${verdict} |`);
  readme.push(`| \`${c.pkg}\` | ${c.platform} | ${kb(client.min)} | ${kb(client.gzip)} | ${kb(whole.gzip)} | ${kb(BUDGET)} |`);
}
// Peers measured the same way in the same run, for scale: a plain openapi-fetch client (what a hand-written client
// of the contract starts from) and contentful.js, the client of a read-only content API.
const plain = await measure(join(process.cwd(), 'packages/core'), 'neutral', `export { default } from 'openapi-fetch';`);
rows.push(`| peer: openapi-fetch alone (createClient) | neutral | ${kb(plain.min)} | ${kb(plain.gzip)} | | | for scale |`);
readme.push(`| peer, same run: openapi-fetch alone | neutral | ${kb(plain.min)} | ${kb(plain.gzip)} | | |`);
const peer = await measure(process.cwd(), 'browser', `export { createClient } from 'contentful';`);
rows.push(`| peer: contentful (createClient) | browser | ${kb(peer.min)} | ${kb(peer.gzip)} | | | for scale |`);
readme.push(`| peer, same run: \`contentful\` (createClient) | browser | ${kb(peer.min)} | ${kb(peer.gzip)} | | |`);
console.log('| client | runtime | minified | gzip | gzip, whole entry | budget | |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
if (failed) {
  console.error(
    `size: a client is over its budget of ${kb(BUDGET)} gzip (the factory and everything it pulls, @svc/core included); trim it or move the new part behind its own import`,
  );
  process.exit(1);
}
const quoted = generatedBlock({
  file: fileURLToPath(new URL('../README.md', import.meta.url)),
  name: 'client sizes',
  command: 'pnpm size',
  body: readme.join('\n'),
  write,
});
// The widget's files: its own script measures them and checks (or writes) its README's table.
const widget = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('../packages/widget/scripts/size.mjs', import.meta.url)), '--readme', write ? 'write' : 'check'],
  { stdio: 'inherit' },
);
if (!quoted || widget.status !== 0) process.exit(1);
