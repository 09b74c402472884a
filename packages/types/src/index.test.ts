import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { adminFaultKinds, operationIds } from './index.js';

// The contract, read from openapi.yaml as `pnpm gen` reads it (this package carries no copy of the document).
const openapiDocument: unknown = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));

describe('adminFaultKinds', () => {
  it('is the contract enum AdminFaultInput.kind, in any order', () => {
    const schemas = (openapiDocument as { components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> } })
      .components.schemas;
    const kinds = schemas['AdminFaultInput']!.properties['kind']!.enum;
    expect([...adminFaultKinds].sort()).toEqual([...(kinds ?? [])].sort());
  });
});

describe('operationIds', () => {
  it("is every operationId of the contract's paths, once each, in the contract's order", () => {
    const paths = (openapiDocument as { paths: Record<string, Record<string, { operationId?: unknown }>> }).paths;
    const walked = Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (typeof operation?.operationId === 'string' ? [operation.operationId] : [])),
    );
    expect(walked.length).toBeGreaterThan(100);
    expect([...operationIds]).toEqual(walked);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });
});
