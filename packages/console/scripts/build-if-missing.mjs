// `pnpm start` runs this first: builds dist/ when a fresh clone has not built the console yet.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const dir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${dir}dist/index.html`)) {
  console.log('Building the console (dist/) once...');
  await build({ root: dir, configFile: `${dir}vite.config.ts`, logLevel: 'warn' });
}
