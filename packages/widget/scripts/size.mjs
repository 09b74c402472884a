// Prints the gzip sizes (level 9) of the built widget and fails when a part is over its enforced limit.
// "launcher" is the code that runs before the first open: sdk.js built again with the panel module replaced by
// nothing. The launcher reads the config through `@svc/engage-browser/config` (no openapi-fetch); the full client
// (@svc/engage-browser with @svc/core and openapi-fetch) comes with the panel, so it is counted in the panel's part.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dir = fileURLToPath(new URL('..', import.meta.url));
const KB = 1024;
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(2)} KB`;

async function variant(stubs) {
  const result = await build({
    root: dir,
    configFile: `${dir}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false },
    plugins: [
      {
        name: 'size-stubs',
        enforce: 'pre',
        resolveId: (id) => (Object.keys(stubs).find((s) => id === s || id.endsWith(s.replace(/^\./, ''))) ? `\0stub:${id}` : null),
        load: (id) => {
          if (!id.startsWith('\0stub:')) return null;
          const key = Object.keys(stubs).find((s) => id.slice(6) === s || id.endsWith(s.replace(/^\./, '')));
          return stubs[key];
        },
      },
    ],
  });
  return (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === 'chunk' && o.fileName === 'sdk.js').code;
}

const notMeasured = '() => { throw new Error("not measured"); }';
const panelStub = { './panel/mount.js': `export const mountPanel = ${notMeasured}; export const createEngageClient = ${notMeasured};` };
const configStub = { '@svc/engage-browser/config': `export const checkPublishableKey = () => {}; export const fetchEngageConfig = ${notMeasured}; export const visitorStorageKey = String;` };
const sdk = readFileSync(`${dir}dist/sdk.js`, 'utf8');
const launcher = await variant(panelStub);
const launcherOwn = await variant({ ...panelStub, ...configStub });

// [part, minified, gzip, issue budget, enforced limit]
const rows = [
  ['launcher, widget code', launcherOwn.length, gz(launcherOwn), 6 * KB, 6 * KB],
  ['launcher with @svc/engage-browser/config', launcher.length, gz(launcher), 6 * KB, 6 * KB],
  ['  of which @svc/engage-browser/config', launcher.length - launcherOwn.length, gz(launcher) - gz(launcherOwn), undefined, undefined],
  ['panel with the full client (first open)', sdk.length - launcher.length, gz(sdk) - gz(launcher), undefined, undefined],
  ['sdk.js total (one file)', sdk.length, gz(sdk), 20 * KB, 20 * KB],
];
const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('sdk.js part', 42)}${pad('minified', 11)}${pad('gzip', 11)}${pad('issue budget', 22)}enforced`);
let over = false;
for (const [name, raw, zipped, budget, limit] of rows) {
  const fails = limit !== undefined && zipped > limit;
  over ||= fails;
  const issue = budget === undefined ? '' : `${kb(budget)} ${zipped > budget ? 'NOT MET' : 'met'}`;
  console.log(`${pad(name, 42)}${pad(kb(raw), 11)}${pad(kb(zipped), 11)}${pad(issue, 22)}${limit === undefined ? '' : `${kb(limit)} ${fails ? 'OVER' : 'ok'}`}`);
}
if (over) {
  console.error('\nwidget size check failed: a part is over its enforced limit');
  process.exit(1);
}
