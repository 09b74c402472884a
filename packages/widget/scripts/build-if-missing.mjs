// `pnpm start` runs this first: builds dist/sdk.js and its panel file when a fresh clone has not built the widget yet.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSdk } from './build.mjs';

const dir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${dir}dist/sdk.js`) || !existsSync(`${dir}dist/sdk`)) {
  console.log('Building the widget (dist/sdk.js and dist/sdk/panel-<hash>.js) once...');
  await buildSdk();
}
