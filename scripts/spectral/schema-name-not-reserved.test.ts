import { describe, expect, it } from 'vitest';
import { lintFixture } from './lint-fixture.js';

describe('svc-schema-name-not-reserved', () => {
  it('fails schemas named after a JavaScript, DOM or TypeScript global', async () => {
    const findings = await lintFixture('schema-named-global.yaml', 'svc-schema-name-not-reserved');
    expect(findings.map((f) => f.path).sort()).toEqual([
      'components.schemas.Error',
      'components.schemas.Record',
      'components.schemas.Response',
    ]);
    expect(findings.every((f) => /named after a JavaScript or DOM global/.test(f.message))).toBe(true);
  }, 60_000);

  it('fails schemas named like a parameter (its component key or its name)', async () => {
    const findings = await lintFixture('schema-named-parameter.yaml', 'svc-schema-name-not-reserved');
    expect(findings.map((f) => f.path).sort()).toEqual(['components.schemas.Environment', 'components.schemas.IdempotencyKey']);
    expect(findings.every((f) => /has the name of .*parameter/.test(f.message))).toBe(true);
  }, 60_000);
});
