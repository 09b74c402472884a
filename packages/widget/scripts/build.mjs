// Builds the script-tag files: the panel first (an ES module, content-hashed: dist/sdk/panel-<hash>.js), one file per
// language but English (dist/sdk/locale-<tag>-<hash>.js), then sdk.js, the loader (one classic IIFE) that knows the
// panel's file name and the languages, and imports the panel on first intent or when idle, its language at once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { languageFiles } from './languages.mjs';

const dir = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/sdk.js, dist/sdk/panel-<hash>.js and the language files; returns the panel's path relative to sdk.js. */
export async function buildSdk({ logLevel = 'warn' } = {}) {
  const panel = await build({ root: dir, configFile: `${dir}vite.config.ts`, mode: 'panel', logLevel });
  const output = (Array.isArray(panel) ? panel[0] : panel).output;
  const chunk = output.find((o) => o.type === 'chunk' && o.isEntry);
  if (!chunk || output.some((o) => o.type === 'chunk' && o !== chunk)) {
    throw new Error(`the panel must build to one file, got ${output.map((o) => o.fileName).join(', ')}`);
  }
  const languages = languageFiles();
  mkdirSync(`${dir}dist/sdk`, { recursive: true });
  for (const [, name, text] of languages.files) writeFileSync(`${dir}dist/${name}`, text);
  await build({
    root: dir,
    configFile: `${dir}vite.config.ts`,
    mode: 'production',
    logLevel,
    define: {
      __SVC_PANEL_CHUNK__: JSON.stringify(chunk.fileName),
      __SVC_LANGUAGES__: JSON.stringify(languages.tags.join(' ')),
      __SVC_LOCALE_HASH__: JSON.stringify(languages.hash),
    },
  });
  // sdk.js is a classic script for a <script> tag: it exports nothing, and its declarations say so, so a tool that
  // resolves `@svc/widget/sdk.js` (a bundler copying the file, a type checker) finds types for it.
  writeFileSync(`${dir}dist/sdk.d.ts`, '// sdk.js is a classic script for a <script> tag; it exports nothing.\nexport {};\n');
  return chunk.fileName;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await buildSdk();
  console.log(`@svc/widget: dist/sdk.js (the loader), dist/${file} (the panel) and one dist/sdk/locale-<tag>-<hash>.js per language`);
}
