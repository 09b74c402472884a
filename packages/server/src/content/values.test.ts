import { describe, expect, it } from 'vitest';
import { unrefused } from '../http/validation.js';
import type { FieldDefinition } from './model.js';
import { incompatibleFields, parseFields } from './schema.js';
import { checkFieldValues, isValidValue } from './values.js';

const field = (type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key: 'f',
  label: 'F',
  type,
  ...extra,
});

describe('field values by type', () => {
  it('date is a real calendar day in YYYY-MM-DD', () => {
    expect(isValidValue(field('date'), '2028-02-29')).toBe(true);
    expect(isValidValue(field('date'), '2026-02-29')).toBe(false);
    expect(isValidValue(field('date'), '2026-13-01')).toBe(false);
    expect(isValidValue(field('date'), '2026-04-18T10:00')).toBe(false);
  });

  it('time is HH:MM on a 24-hour clock', () => {
    expect(['00:00', '09:05', '23:59'].every((v) => isValidValue(field('time'), v))).toBe(true);
    expect(['24:00', '9:05', '12:5', '12:60', '1200'].some((v) => isValidValue(field('time'), v))).toBe(false);
  });

  it('url is an absolute http(s) URL', () => {
    expect(isValidValue(field('url'), 'https://example.org/a?b=c')).toBe(true);
    expect(isValidValue(field('url'), 'http://localhost:3000')).toBe(true);
    for (const v of ['mailto:a@b.c', '/relative', 'javascript:void(0)', 'https://']) expect(isValidValue(field('url'), v)).toBe(false);
  });

  it('number is a finite number, boolean a boolean, select one of its options', () => {
    expect(isValidValue(field('number'), -1.5)).toBe(true);
    expect(isValidValue(field('number'), Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidValue(field('boolean'), 'true')).toBe(false);
    expect(isValidValue(field('select', { options: ['a', 'b'] }), 'b')).toBe(true);
    expect(isValidValue(field('select', { options: ['a', 'b'] }), 'c')).toBe(false);
  });

  it('a required field needs a value; an empty text does not count', () => {
    const schema = [field('text', { required: true })];
    expect(checkFieldValues(schema, { f: '' })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: ['f'] });
    expect(checkFieldValues(schema, { f: 'x' })).toEqual({ values: { f: 'x' } });
  });
});

describe('schema compatibility', () => {
  const before = unrefused(
    parseFields([
      { key: 'a', type: 'text' },
      { key: 's', type: 'select', options: ['x', 'y'] },
    ]),
  );
  const contents = [{ title: 't', summary: null, image: null, fields: { a: 'hello', s: 'x' } }];

  it('names every field whose change would invalidate a stored snapshot', () => {
    const after = unrefused(
      parseFields([
        { key: 's', type: 'select', options: ['y'] },
        { key: 'n', type: 'number', required: true },
      ]),
    );
    expect(incompatibleFields(before, after, contents)).toEqual(['a', 's', 'n']);
  });

  it('changes that no stored snapshot depends on pass', () => {
    const after = unrefused(
      parseFields([
        { key: 'a', type: 'text', label: 'Renamed label', required: true },
        { key: 's', type: 'select', options: ['x', 'z'] },
        { key: 'n', type: 'number' },
      ]),
    );
    expect(incompatibleFields(before, after, contents)).toEqual([]);
  });
});
