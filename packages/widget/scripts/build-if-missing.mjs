// `pnpm start` runs this first: builds dist/sdk.js when a fresh clone has not built the widget yet.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const dir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${dir}dist/sdk.js`)) {
  console.log('Building the widget (dist/sdk.js) once...');
  await build({ root: dir, configFile: `${dir}vite.config.ts`, logLevel: 'warn' });
}
