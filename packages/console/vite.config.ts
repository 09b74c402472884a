// Builds the console to dist/: index.html plus hashed JS and CSS files (no inline script or style, for a strict CSP).
import { defaultClientConditions, defineConfig } from 'vite';
import { thirdPartyLicenses } from '../../scripts/third-party-licenses.mjs';

export default defineConfig({
  base: '/_console/',
  // Workspace packages (@svc/spec) resolve to their TypeScript sources, so a fresh clone builds the console without
  // building them first.
  resolve: { conditions: ['@svc/source', ...defaultClientConditions] },
  // The notice of the packages the console's files carry (Preact), beside them; the server ships it in dist/test-console/.
  plugins: [thirdPartyLicenses()],
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: true,
    // A CSP with script-src 'self' refuses inline scripts: keep the module preload polyfill out of the HTML.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
