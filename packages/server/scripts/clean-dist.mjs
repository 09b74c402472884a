// The build starts from an empty dist/ (and temp/types/, where tsc writes the declarations api-extractor rolls up, and
// temp/bundle-maps/, where the bundle's source maps are kept):
// tsc and esbuild only add files, so a source moved or deleted would otherwise leave its old output behind, and the
// package would ship it.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../temp/types/', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../temp/bundle-maps/', import.meta.url), { recursive: true, force: true });
