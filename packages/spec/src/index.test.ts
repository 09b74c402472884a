import { readFileSync } from 'node:fs';
import * as types from '@svc/types';
import { describe, expect, it } from 'vitest';
import * as spec from './index.js';

describe('@svc/spec re-exports @svc/types', () => {
  it('every value, the same object (one copy of each)', () => {
    expect(Object.keys(spec).sort()).toEqual(Object.keys(types).sort());
    for (const name of Object.keys(types) as Array<keyof typeof types>) expect(spec[name], name).toBe(types[name]);
  });

  it('every type: each name @svc/types exports is exported here', () => {
    const names = (file: string) =>
      [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
          /^export (?:type )?\{([^}]*)\}|^export (?:type|const|interface|function) (\$?\w+)/gm,
        ),
      ]
        .flatMap((m) => (m[1] ? m[1].split(',') : [m[2]!]))
        .map((name) => name.trim())
        .filter(Boolean)
        .sort();
    expect(names('./index.ts')).toEqual(names('../../types/src/index.ts'));
  });
});
