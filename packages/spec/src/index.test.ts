import { describe, expect, it } from 'vitest';
import { openapiDocument } from './document.js';
import { adminFaultKinds } from './index.js';

describe('adminFaultKinds', () => {
  it('is the contract enum AdminFaultInput.kind, in any order', () => {
    const schemas = (openapiDocument as { components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> } })
      .components.schemas;
    const kinds = schemas['AdminFaultInput']!.properties['kind']!.enum;
    expect([...adminFaultKinds].sort()).toEqual([...(kinds ?? [])].sort());
  });
});
