// `pnpm cycles`: no import cycle anywhere in packages/*/src, type-only imports included, so dependencies keep
// pointing one way, and the layers packages/server/ARCHITECTURE.md draws hold: an area never imports the Node
// adapter, the seed or the composition root; the shared layer (http/, ports/) never imports an area; packages reach
// each other only through their public entries. A broken rule fails `pnpm verify`.
/** Tests stand outside the layers: a test of an area starts the whole server (app.ts) to try it. */
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles (type-only ones too) tie modules into one unit; point the dependency one way instead.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'area-not-to-node-seed-or-app',
      severity: 'error',
      comment:
        'An area (content, capture, engage, engage-console, admin, worlds) is built from ports and the shared layer; the Node adapter, the seed and the composition root (app.ts, service.ts, world-service.ts) sit above it (ARCHITECTURE.md).',
      from: { path: '^packages/server/src/(content|capture|engage|engage-console|admin|worlds)/', pathNot: TESTS },
      to: { path: '^packages/server/src/(node/|seed/|(app|index|service|world-service)\\.ts$)' },
    },
    {
      name: 'shared-layer-not-to-area',
      severity: 'error',
      comment: 'http/ and ports/ are below every area: they never import one (move the shared piece down instead).',
      from: { path: '^packages/server/src/(http|ports)/', pathNot: TESTS },
      to: { path: '^packages/server/src/(content|capture|engage|engage-console|admin|worlds|seed|node)/' },
    },
    {
      name: 'deps-only-ports',
      severity: 'error',
      comment: 'deps.ts imports only ports/: if it imported an area, every area would import every other through it.',
      from: { path: '^packages/server/src/deps\\.ts$' },
      to: { path: '^packages/server/src/', pathNot: '^packages/server/src/ports/' },
    },
    {
      name: 'packages-through-public-entries',
      severity: 'error',
      comment:
        "A package uses another package's public API only: import '@svc/<name>' (or an entry its package.json exports), never a path into its src/.",
      from: { path: '^packages/([^/]+)/' },
      // A relative path into another package's files (a workspace import resolves to its sources through the
      // public entry's `@svc/source` condition, which is allowed).
      to: { path: '^packages/[^/]+/', pathNot: '^packages/$1/', dependencyTypes: ['local'] },
    },
  ],
  options: {
    // Type-only imports count: they are how cycles creep in unnoticed.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['@svc/source', 'import', 'default'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
