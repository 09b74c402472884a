import { limits } from '@svc/spec';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textLength } from '../http/text.js';
import { CAPTURE_MAX_FIELDS, cleanFieldName, fieldValueText, MAX_FIELD_NAME_LENGTH, sanitiseFields } from './sanitise.js';

const NAME = /^[A-Za-z0-9_-]{1,40}$/;
const anyFields = fc.dictionary(fc.string({ maxLength: 60 }), fc.anything({ maxDepth: 2 }), { maxKeys: 40 });

describe('sanitiseFields: the five rules', () => {
  it('rule 1: at most maxFields fields, extra fields dropped in object order', () => {
    const input = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, `v${i}`]));
    const out = sanitiseFields(input, { maxFields: 20 });
    expect(Object.keys(out)).toEqual(Array.from({ length: 20 }, (_, i) => `f${i}`));
  });

  it('rule 1 counts fields before names are cleaned: a dropped name still uses a place', () => {
    const input: Record<string, unknown> = { '!!!': 'gone' };
    for (let i = 0; i < 20; i++) input[`f${i}`] = 'x';
    const out = sanitiseFields(input, { maxFields: 20 });
    expect(Object.keys(out)).toHaveLength(19);
    expect(out).not.toHaveProperty('f19');
  });

  it('rule 1 honours the Engage limit of 24', () => {
    const input = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'v']));
    expect(Object.keys(sanitiseFields(input, { maxFields: 24 }))).toHaveLength(24);
  });

  it('rule 2: names are cut to 40 characters and keep only A-Z a-z 0-9 _ -', () => {
    const long = 'a'.repeat(50);
    const out = sanitiseFields({ [long]: 'x', 'first name!': 'Ada', 'e-mail_2': 'a@b.c' }, { maxFields: 20 });
    expect(out).toEqual({ ['a'.repeat(40)]: 'x', firstname: 'Ada', 'e-mail_2': 'a@b.c' });
  });

  it("rule 2: the 40 is the contract's cut of a capture's field names (x-svc-max-length-kept of propertyNames)", () => {
    expect(MAX_FIELD_NAME_LENGTH).toBe(limits.CaptureRequest.fields.propertyNames.maxLengthKept);
    expect(MAX_FIELD_NAME_LENGTH).toBe(40);
    expect(cleanFieldName('a'.repeat(40))).toBe('a'.repeat(40));
    expect(cleanFieldName('a'.repeat(41))).toBe('a'.repeat(40));
  });

  it('rule 2: the cut comes before cleaning (characters past 40 never come back)', () => {
    expect(cleanFieldName(`${' '.repeat(39)}ab`)).toBe('a');
  });

  it('rule 2: a name that becomes empty is dropped', () => {
    expect(sanitiseFields({ '@@@': 'x', '   ': 'y', ok: 'z' }, { maxFields: 20 })).toEqual({ ok: 'z' });
  });

  it('rule 2: when two names clean to the same name the first one wins', () => {
    expect(sanitiseFields({ 'e mail': 'first', email: 'second' }, { maxFields: 20 })).toEqual({ email: 'first' });
  });

  it('rule 3: values become strings, trimmed and cut at 2,000 characters', () => {
    const out = sanitiseFields({ n: 42, b: false, s: '  hi  ', long: 'x'.repeat(2500) }, { maxFields: 20 });
    expect(out).toEqual({ n: '42', b: 'false', s: 'hi', long: 'x'.repeat(2000) });
  });

  it('rule 3: null and undefined values are dropped, empty strings are kept', () => {
    expect(sanitiseFields({ a: null, b: undefined, c: '' }, { maxFields: 20 })).toEqual({ c: '' });
  });

  it('rule 3: the cut never splits a surrogate pair and leaves no trailing space', () => {
    expect(fieldValueText(`${'x'.repeat(2000)}😀`)).toBe('x'.repeat(2000));
    expect(fieldValueText(`${'x'.repeat(1999)} yyy`)).toBe('x'.repeat(1999));
  });

  it('rule 3: the 2,000 characters are code points: 2,000 emoji are kept whole, the 2,001st is cut', () => {
    expect(fieldValueText('😀'.repeat(2000))).toBe('😀'.repeat(2000));
    expect(fieldValueText('😀'.repeat(2001))).toBe('😀'.repeat(2000));
    expect(fieldValueText(`${'x'.repeat(1999)}😀`)).toBe(`${'x'.repeat(1999)}😀`);
  });

  it('rule 2: the 40 characters of a name are code points', () => {
    // 30 emoji then "keep": the first 40 code points reach "keep", 40 UTF-16 units would not.
    expect(cleanFieldName(`${'😀'.repeat(30)}keep`)).toBe('keep');
  });

  it('rule 4: nested objects and arrays are stringified as JSON', () => {
    const out = sanitiseFields({ tags: ['a', 'b'], address: { city: 'London' } }, { maxFields: 20 });
    expect(out).toEqual({ tags: '["a","b"]', address: '{"city":"London"}' });
  });

  it('rule 4: values JSON cannot represent are dropped rather than invented', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(sanitiseFields({ f: () => 1, c: cyclic, ok: 'y' }, { maxFields: 20 })).toEqual({ ok: 'y' });
  });

  it('rule 5: honeypot fields are not filtered', () => {
    expect(sanitiseFields({ website: 'http://spam', url: 'x', homepage: 'y' }, { maxFields: 20 })).toEqual({
      website: 'http://spam',
      url: 'x',
      homepage: 'y',
    });
  });

  it('a field named __proto__ stays a plain field', () => {
    const input = JSON.parse('{"__proto__": "x", "a": "b"}') as Record<string, unknown>;
    const out = sanitiseFields(input, { maxFields: 20 });
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('sanitiseFields: properties', () => {
  it('never returns more than maxFields fields', () => {
    fc.assert(
      fc.property(anyFields, fc.integer({ min: 0, max: 30 }), (input, maxFields) => {
        expect(Object.keys(sanitiseFields(input, { maxFields })).length).toBeLessThanOrEqual(maxFields);
      }),
    );
  });

  it('names always match /^[A-Za-z0-9_-]{1,40}$/ and values are trimmed strings of at most 2,000 characters', () => {
    fc.assert(
      fc.property(anyFields, (input) => {
        for (const [name, value] of Object.entries(sanitiseFields(input, { maxFields: CAPTURE_MAX_FIELDS }))) {
          expect(name).toMatch(NAME);
          expect(typeof value).toBe('string');
          expect(textLength(value)).toBeLessThanOrEqual(2000);
          expect(value).toBe(value.trim());
        }
      }),
    );
  });

  // A property test over 2 KB strings: slow on a shared CI machine, so it gets more than the default 5 s.
  it('long values are cut to at most 2,000 characters', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1900, maxLength: 2600, unit: 'binary' }), (value) => {
        const out = sanitiseFields({ v: value }, { maxFields: 20 });
        expect(textLength(out.v!)).toBeLessThanOrEqual(2000);
      }),
      { numRuns: 15 },
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(anyFields, (input) => {
        const once = sanitiseFields(input, { maxFields: CAPTURE_MAX_FIELDS });
        expect(sanitiseFields(once, { maxFields: CAPTURE_MAX_FIELDS })).toEqual(once);
      }),
    );
  });

  it('preserves object order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), { maxLength: 20 }), (names) => {
        const input = Object.fromEntries(names.map((n) => [`k${n}`, n]));
        expect(Object.keys(sanitiseFields(input, { maxFields: 20 }))).toEqual(names.map((n) => `k${n}`));
      }),
    );
  });
});
