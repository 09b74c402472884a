import { limits } from '@svc/types';
import { describe, expect, it } from 'vitest';
import { checkFormFields, MAX_FIELD_NAME, MAX_FIELDS } from './form-fields.js';

const named = (n: number, length = 8) =>
  Array.from({ length: n }, (_, i) => ({ name: `f${String(i).padStart(length - 1, '0')}`, label: `Field ${i}` }));

describe('checkFormFields: the fields the service keeps whole', () => {
  it("takes its bounds from the contract: the service's 24 fields and 40-character names", () => {
    expect(MAX_FIELDS).toBe(limits.ManagedFormRequest.fields.maxPropertiesKept);
    expect(MAX_FIELD_NAME).toBe(limits.ManagedFormRequest.fields.propertyNames.maxLengthKept);
  });

  it('accepts 1 to 24 fields with names of 1 to 40 letters, digits, _ and -', () => {
    expect(checkFormFields(named(1))).toHaveLength(1);
    expect(checkFormFields(named(MAX_FIELDS))).toHaveLength(MAX_FIELDS);
    expect(
      checkFormFields([
        { name: 'a'.repeat(MAX_FIELD_NAME), label: 'Long' },
        { name: 'first_name-2', label: 'x' },
      ]),
    ).toHaveLength(2);
  });

  it('refuses none, more than 24, a name the service would cut or change, and a honeypot, saying which', () => {
    expect(() => checkFormFields([])).toThrow(/1 to 24/);
    expect(() => checkFormFields(named(MAX_FIELDS + 1))).toThrow(/1 to 24/);
    expect(() => checkFormFields([{ name: 'a'.repeat(MAX_FIELD_NAME + 1), label: 'Too long' }])).toThrow(/1 to 40 of A-Z.*got "a{41}"/);
    expect(() => checkFormFields([{ name: 'e mail', label: 'Space' }])).toThrow(/got "e mail"/);
    expect(() => checkFormFields([{ name: 'website', label: 'Trap' }])).toThrow(/honeypot.*got "website"/);
  });
});
