import { describe, expect, it } from 'vitest';
import { parseTypecheckScript } from './projects.js';

describe('pnpm typecheck reads each package’s typecheck script', () => {
  it('finds every tsconfig of `tsc -p` commands joined by &&', () => {
    expect(parseTypecheckScript('tsc -p tsconfig.json && tsc -p test/tsconfig.json', 'packages/x')).toEqual([
      'tsconfig.json',
      'test/tsconfig.json',
    ]);
    expect(parseTypecheckScript('tsc -p tsconfig.json --noEmit', 'bench')).toEqual(['tsconfig.json']);
  });

  it('refuses a script it cannot read, naming the package and the fix, so no project is silently skipped', () => {
    expect(() => parseTypecheckScript('tsc -p tsconfig.json && vue-tsc --noEmit', 'docs')).toThrow(
      /docs: its "typecheck" script runs "vue-tsc --noEmit".*\n.*`tsc -p <tsconfig>` commands joined by `&&`/,
    );
  });
});
