// `pnpm cycles`: no import cycle anywhere in packages/*/src, type-only imports included, so dependencies keep
// pointing one way (see packages/server/ARCHITECTURE.md). A new cycle fails `pnpm verify`.
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
