// Builds the script-tag files (scripts/build.mjs runs --mode panel, then the default mode) and, with --mode esm, the
// ESM entry for single-page apps:
// - panel: src/panel/mount.tsx as one minified ES module, dist/sdk/panel-<hash>.js (the hash makes it cacheable forever);
// - default: sdk.js, the loader, one minified IIFE that imports the panel file on first intent or when idle;
// - esm: dist/index.js for bundlers, with the panel and each language a lazy chunk.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { thirdPartyLicenses } from '../../scripts/third-party-licenses.mjs';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// vite keeps terser's /* @__PURE__ */ marks in library ES output, for bundlers that would shake it further; the panel
// file goes to browsers as it is, so they are dropped (about 0.1 KB gzip). A mark sits where a call may follow a
// name (`return/* @__PURE__ */h(...)`): a space then keeps the two apart.
const dropPureMarks: Plugin = {
  name: 'svc:drop-pure-marks',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk')
        file.code = file.code.replace(/([\w$]?)\/\* [@#]__PURE__ \*\//g, (_mark, before: string) => (before ? `${before} ` : ''));
    }
  },
};

// Parts of @svc/core that the panel never needs, left out of the panel file only (about 1 KB gzip); @svc/core
// and @svc/engage-browser keep them for their own users, and the ESM build (dist/index.js) leaves them to the app's
// bundler:
// - checkOptions: the runtime check of options bags, for JavaScript callers without a compiler. The panel is the only
//   caller of its client, with options typed against EngagePort, so a misspelt option cannot reach it; checkBaseUrl
//   too: the panel's base URL is the one the loader already read the configuration from;
// - redact: the redacted request that hooks are given. The panel's client has no hooks, so it is never called (the
//   errors' redacted URL, redactUrl, stays);
// - checkIdempotencyKey's refusal of a malformed key: the panel's keys are all made by createIdempotencyKey;
// - createWatch: what each attempt tells the hooks and the log (logLevel, SVC_LOG). The panel has no hooks and sets no
//   level, and a page has no SVC_LOG;
// - the client's product(): the name and version its User-Agent carries on server runtimes. A browser sends its own
//   User-Agent (@svc/core's `#platform` import resolves to its browser stand-ins here: no User-Agent, no SVC_LOG and
//   no util.inspect printing);
// - respond's withResponse(): the panel reads data only, never the response behind it;
// - the attempts behind an error (settle, withAttempts) and the check that tells a caller's own fetch mistakes from
//   network failures (isMistake): the panel shows no attempt list and sends with the page's own fetch;
// - parseRateLimit: the RateLimit-* figures of responses and errors. The panel waits by retryAfterMs (Retry-After and
//   RateLimit-Reset, read by serverDelay), never by the figures. sdk.js leaves it out too (about 0.1 KB gzip): its
//   config read's errors reach the page as status, code and message (the `error` event), never with the figures.
// Each is replaced by a stand-in (a no-op; the key as given) in a module that re-exports the rest of the real one; the
// build fails when the real module no longer declares the function, so a rename cannot quietly bring it back.
const NO_OPS: Record<string, { importer: RegExp; noop: string; body?: string; more?: Record<string, string> }> = {
  './options.js': { importer: /[/\\]core[/\\]src[/\\]index\.ts$/, noop: 'checkOptions', more: { checkBaseUrl: '() {}' } },
  './redact.js': { importer: /[/\\]core[/\\]src[/\\]log\.ts$/, noop: 'redact' },
  './idempotency.js': { importer: /[/\\]core[/\\]src[/\\]retry\.ts$/, noop: 'checkIdempotencyKey', body: '(key) { return key; }' },
  './log.js': { importer: /[/\\]core[/\\]src[/\\]retry\.ts$/, noop: 'createWatch' },
  './version.js': { importer: /[/\\]engage-browser[/\\]src[/\\]client\.ts$/, noop: 'product' },
  './attempts.js': {
    importer: /[/\\]core[/\\]src[/\\](retry|request|client)\.ts$/,
    noop: 'settle',
    more: { withAttempts: '(error) { return error; }', isMistake: '() { return false; }' },
  },
  './rate-limit.js': { importer: /[/\\]core[/\\]src[/\\](errors|retry|log)\.ts$/, noop: 'parseRateLimit' },
  './response.js': { importer: /[/\\]core[/\\]src[/\\]index\.ts$/, noop: 'respond', body: '(run) { return run({}); }' },
};
const noOps = (sources: readonly string[]): Plugin => ({
  name: 'svc:no-ops',
  enforce: 'pre',
  resolveId: {
    // Filtered, so the hook runs for these imports only, not for every module of the file.
    filter: { id: /^\.\/(options|redact|errors|idempotency|log|runtime|response|rate-limit|attempts|version)\.js$/ },
    async handler(source, importer) {
      const entry = sources.includes(source) ? NO_OPS[source] : undefined;
      if (!entry || !importer || !entry.importer.test(importer)) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real) throw new Error(`svc:no-ops: cannot resolve ${source} from ${importer}`);
      return `\0svc-no-op:${source}:${real.id}`;
    },
  },
  load: {
    filter: { id: /^\0svc-no-op:/ },
    handler(id) {
      const [, source, real] = /^\0svc-no-op:([^:]+):(.+)$/.exec(id) ?? [];
      const { noop, body = '() {}', more = {} } = NO_OPS[source ?? ''] ?? {};
      if (!noop || !real) return null;
      const text = readFileSync(real, 'utf8');
      const stubs = { [noop]: body, ...more };
      for (const name of Object.keys(stubs)) {
        if (!new RegExp(`^export function ${name}[(<]`, 'm').test(text))
          throw new Error(`svc:no-ops: ${real} declares no function ${name}`);
      }
      return `export * from ${JSON.stringify(real)};\n${Object.entries(stubs)
        .map(([name, stub]) => `export function ${name}${stub}\n`)
        .join('')}`;
    },
  },
});

export default defineConfig(({ mode }) => ({
  // Every build writes the notice of the packages it carries (Preact) beside its entry: dist/sdk/ for the panel file
  // the server serves, dist/ for the ESM entry.
  plugins: [
    ...(mode === 'panel' ? [noOps(Object.keys(NO_OPS)), dropPureMarks] : mode === 'esm' ? [] : [noOps(['./rate-limit.js'])]),
    thirdPartyLicenses(),
  ],
  resolve: {
    conditions: ['@svc/source'],
    // sdk.js imports the panel file and the language files by URL (load-panel-chunk.ts, load-locale-chunk.ts); the ESM
    // build leaves the lazy imports to the bundler.
    alias:
      mode === 'esm'
        ? []
        : [
            { find: /^\.\/load-panel\.js$/, replacement: src('load-panel-chunk.ts') },
            { find: /^\.\/load-locale\.js$/, replacement: src('load-locale-chunk.ts') },
          ],
  },
  // Classic h() calls: shorter than the automatic runtime's jsx(type, { children }) (about 0.2 KB gzip on sdk.js).
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  build: {
    target: 'es2023',
    // Browsers with light-dark(): lightningcss then adds no color-scheme fallback variables (we use no light-dark()).
    cssTarget: ['chrome123', 'firefox120', 'safari17.5'],
    // The panel build runs first and empties dist/; the other two add to it.
    emptyOutDir: mode === 'panel',
    outDir: 'dist',
    // One gzip figure: the size table's (scripts/size.mjs, gzip level 9), not vite's own.
    reportCompressedSize: false,
    // terser with three compress passes is a few hundred bytes smaller than the default minifier. The panel also leaves
    // functions where they are and single-use functions not inlined (hoist_funs, reduce_funcs off: about 0.2 KB gzip
    // less there, but more on sdk.js, which keeps the defaults), and no Safari 10 workarounds (the target is far newer).
    // sdk.js also turns its object properties that are arrow functions into methods (unsafe_methods: none of them uses
    // `this` or is called with `new`), about 7 bytes gzip, which pay for the visual viewport read in env.ts.
    minify: mode === 'esm' ? false : 'terser',
    terserOptions:
      mode === 'panel'
        ? {
            ecma: 2020,
            safari10: false,
            compress: { passes: 3, pure_getters: true, unsafe_arrows: true, hoist_funs: false, reduce_funcs: false },
            format: { comments: false },
          }
        : {
            ecma: 2020,
            safari10: false,
            compress: { passes: 3, pure_getters: true, unsafe_arrows: true, hoist_funs: true, unsafe_methods: true },
            format: { comments: false },
          },
    // No source maps: the ESM build is not minified, and a map would point at src/, which the package does not ship.
    sourcemap: false,
    lib:
      mode === 'esm'
        ? { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' }
        : mode === 'panel'
          ? { entry: src('panel/mount.tsx'), formats: ['es'], fileName: () => 'sdk/panel-[hash].js' }
          : { entry: src('sdk.ts'), formats: ['iife'], name: 'svcWidget', fileName: () => 'sdk.js' },
    // The ESM build's lazy parts (the panel, each language) are chunks of their own in dist/chunks/. sdk.js's
    // language files are written by scripts/build.mjs. Like sdk.js, the ESM build carries its own preact and Engage
    // client, so `npm install @svc/widget` installs no dependency: the widget renders in a shadow root of its own and
    // shares no component, hook or client with the app (an app on preact keeps its own copy, whatever its version),
    // and its declarations are one rolled-up file (api-extractor.types.json) that imports nothing.
    rolldownOptions: mode === 'esm' ? { output: { chunkFileNames: 'chunks/[name]-[hash].js' } } : {},
  },
}));
