// Builds the script-tag files (scripts/build.mjs runs --mode panel, then the default mode) and, with --mode esm, the
// ESM entry for single-page apps:
// - panel: src/panel/mount.tsx as one minified ES module, dist/sdk/panel-<hash>.js (the hash makes it cacheable forever);
// - default: sdk.js, the loader, one minified IIFE that imports the panel file on first intent or when idle;
// - esm: dist/index.js for bundlers, with the panel a lazy chunk.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  resolve: {
    conditions: ['source'],
    // sdk.js imports the panel file by URL (load-panel-chunk.ts); the ESM build leaves the lazy import to the bundler.
    alias: mode === 'esm' ? [] : [{ find: /^\.\/load-panel\.js$/, replacement: src('load-panel-chunk.ts') }],
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
    // terser with three compress passes is a few hundred bytes smaller than the default minifier.
    minify: mode === 'esm' ? false : 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, hoist_funs: true }, format: { comments: false } },
    sourcemap: mode === 'esm',
    lib:
      mode === 'esm'
        ? { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' }
        : mode === 'panel'
          ? { entry: src('panel/mount.tsx'), formats: ['es'], fileName: () => 'sdk/panel-[hash].js' }
          : { entry: src('sdk.ts'), formats: ['iife'], name: 'svcWidget', fileName: () => 'sdk.js' },
    // The panel's locale files (issue 22) sit beside it, content-hashed: sdk/locale-<lang>-<hash>.js.
    rolldownOptions:
      mode === 'esm'
        ? { external: [/^preact/, /^@svc\//] }
        : mode === 'panel'
          ? { output: { chunkFileNames: 'sdk/locale-[name]-[hash].js' } }
          : {},
  },
}));
