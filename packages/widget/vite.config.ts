// Builds sdk.js (one minified IIFE for the script tag) and, with --mode esm, the ESM entry for single-page apps.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  resolve: {
    conditions: ['source'],
    // sdk.js carries the panel inline (rendered on first open); the ESM build keeps it a lazy chunk.
    alias: mode === 'esm' ? [] : [{ find: /^\.\/load-panel\.js$/, replacement: src('load-panel-inline.ts') }],
  },
  // Classic h() calls: shorter than the automatic runtime's jsx(type, { children }) (about 0.2 KB gzip on sdk.js).
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  build: {
    target: 'es2023',
    // Browsers with light-dark(): lightningcss then adds no color-scheme fallback variables (we use no light-dark()).
    cssTarget: ['chrome123', 'firefox120', 'safari17.5'],
    emptyOutDir: mode !== 'esm',
    outDir: 'dist',
    // terser with three compress passes is a few hundred bytes smaller than the default minifier on sdk.js.
    minify: mode === 'esm' ? false : 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true }, format: { comments: false } },
    sourcemap: mode === 'esm',
    lib:
      mode === 'esm'
        ? { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' }
        : { entry: src('sdk.ts'), formats: ['iife'], name: 'svcWidget', fileName: () => 'sdk.js' },
    rolldownOptions: mode === 'esm' ? { external: [/^preact/, /^@svc\//] } : {},
  },
}));
