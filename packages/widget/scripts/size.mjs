// Prints the gzip sizes of the built widget and fails when a budget is exceeded.
// "launcher" is the code that shows the launcher: sdk.js built again with the panel module replaced by nothing,
// so it measures exactly what runs before the first open.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dir = fileURLToPath(new URL('..', import.meta.url));
const BUDGET = { launcher: 6 * 1024, total: 20 * 1024 };
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

const sdk = readFileSync(`${dir}dist/sdk.js`, 'utf8');
const stub = 'export function mountPanel() { throw new Error("panel not included"); }';
const launcherBuild = await build({
  root: dir,
  configFile: `${dir}vite.config.ts`,
  logLevel: 'silent',
  build: { write: false },
  plugins: [
    {
      name: 'without-panel',
      enforce: 'pre',
      resolveId: (id) => (id.endsWith('/panel/mount.js') || id === './panel/mount.js' ? '\0panel-stub' : null),
      load: (id) => (id === '\0panel-stub' ? stub : null),
    },
  ],
});
const output = (Array.isArray(launcherBuild) ? launcherBuild[0] : launcherBuild).output;
const launcher = output.find((o) => o.type === 'chunk' && o.fileName === 'sdk.js').code;

const rows = [
  ['sdk.js launcher (shows the launcher)', launcher.length, gz(launcher), BUDGET.launcher],
  ['sdk.js panel (rendered on first open)', sdk.length - launcher.length, gz(sdk) - gz(launcher), undefined],
  ['sdk.js total (one file)', sdk.length, gz(sdk), BUDGET.total],
];
const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('part', 40)}${pad('minified', 12)}${pad('gzip', 12)}budget (gzip)`);
let over = false;
for (const [name, raw, zipped, budget] of rows) {
  const fails = budget !== undefined && zipped > budget;
  over ||= fails;
  console.log(`${pad(name, 40)}${pad(kb(raw), 12)}${pad(kb(zipped), 12)}${budget === undefined ? '' : `${kb(budget)}${fails ? '  OVER BUDGET' : '  ok'}`}`);
}
if (over) {
  console.error('\nwidget size check failed: a part is over its gzip budget');
  process.exit(1);
}
