// Builds the script-tag files: the panel first (an ES module, content-hashed: dist/sdk/panel-<hash>.js), then sdk.js,
// the loader (one classic IIFE) that knows the panel's file name and imports it on first intent or when idle.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const dir = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/sdk.js and dist/sdk/panel-<hash>.js; returns the panel's path relative to sdk.js. */
export async function buildSdk({ logLevel = 'warn' } = {}) {
  const panel = await build({ root: dir, configFile: `${dir}vite.config.ts`, mode: 'panel', logLevel });
  const output = (Array.isArray(panel) ? panel[0] : panel).output;
  const chunk = output.find((o) => o.type === 'chunk' && o.isEntry);
  // One panel file, plus one small file per built-in locale (src/locales), imported by the panel for the locale in use.
  const others = output.filter((o) => o.type === 'chunk' && !o.isEntry);
  if (!chunk || others.some((o) => !/^sdk\/locale-[a-z]{2}-[\w-]+\.js$/.test(o.fileName))) {
    throw new Error(`the panel must build to one file and its locale files, got ${output.map((o) => o.fileName).join(', ')}`);
  }
  await build({
    root: dir,
    configFile: `${dir}vite.config.ts`,
    mode: 'production',
    logLevel,
    define: { __SVC_PANEL_CHUNK__: JSON.stringify(chunk.fileName) },
  });
  return chunk.fileName;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await buildSdk();
  console.log(`@svc/widget: dist/sdk.js (the loader) and dist/${file} (the panel)`);
}
