// The build starts from an empty dist/: tsc only adds files, so a source moved or deleted would otherwise leave its
// old output behind, and the package would ship it.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
