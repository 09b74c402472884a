import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const [dir, platform, factory, ...stubs] = process.argv.slice(2);
const plugin = { name: 'stub', setup(b) { b.onLoad({ filter: /core[\\/]dist[\\/].*\.js$/ }, async (a) => { const fs = await import('node:fs'); let t = fs.readFileSync(a.path, 'utf8'); for (const s of stubs) { const [file, fn] = s.split(':'); if (a.path.endsWith('/' + file)) t = t.replace(new RegExp(`export function ${fn}\\(`), `export function ${fn}(){}\nfunction __old_${fn}(`); } return { contents: t, loader: 'js' }; }); } };
const r = await build({ stdin: { contents: `export { ${factory} } from './dist/index.js';`, resolveDir: dir, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform, write: false, target: 'es2022', plugins: [plugin] });
console.log(stubs.join(' ') || 'none', gzipSync(r.outputFiles[0].contents, { level: 9 }).length);
