import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const [dir, platform, factory, file, from, to] = process.argv.slice(2);
const plug = { name: 's', setup(b) { if (file) b.onLoad({ filter: new RegExp(file.replace(/[/.]/g, '\\$&') + '$') }, (a) => ({ contents: readFileSync(a.path, 'utf8').split(from).join(to), loader: 'js' })); } };
const r = await build({ stdin: { contents: `export { ${factory} } from './dist/index.js';`, resolveDir: dir, loader: 'js' }, bundle: true, minify: true, format: 'esm', platform, target: 'es2022', write: false, plugins: [plug], logLevel: 'error' });
console.log(gzipSync(r.outputFiles[0].contents, { level: 9 }).length);
