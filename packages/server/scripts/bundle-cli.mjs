// Bundles the CLI into one file (dist/node/cli.bundle.js) with the packages it imports, so `npx svc-reference-server`
// loads one module instead of a few hundred: start-up time is mostly module loading. It sits beside dist/node/cli.js,
// so every path the CLI reads relative to its own file (the console and widget in dist/, the country table in geo/) holds.
// mmdb-lib stays a separate import (it is loaded for a database given by path only), and so does the contract as data
// (@svc/spec/document, from the installed @svc/spec): one copy of it in an install, not a second one inside the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/node/cli.js'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/node/cli.bundle.js',
  external: ['mmdb-lib', '@svc/spec/document'],
  // CommonJS dependencies inside an ESM bundle call require() for Node's built-ins.
  banner: { js: "import { createRequire as __svcRequire } from 'node:module'; const require = __svcRequire(import.meta.url);" },
  logLevel: 'warning',
  legalComments: 'linked',
  // Less text to parse at every start; names are kept, so errors and stack traces still name their classes.
  minify: true,
  keepNames: true,
});
console.log('bundle-cli: dist/node/cli.bundle.js');
