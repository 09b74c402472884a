import { describe, expect, it } from 'vitest';
import { problemLines } from './problem-lines.js';

describe('a generator warning or error fails the check', () => {
  it('finds warning and error lines, colours or not, and passes clean output', () => {
    const output = [
      '\u001b[33mwarning\u001b[39m: schema ContentFieldValue has no type',
      '✨ openapi-typescript 7.13.0',
      'Writing generated/types/ErrorBody.ts',
      '⚠ Skipping unknown format',
      'Error: cannot resolve $ref',
      '✗ Prettier not found',
    ].join('\n');
    expect(problemLines(output)).toEqual([
      'warning: schema ContentFieldValue has no type',
      '⚠ Skipping unknown format',
      'Error: cannot resolve $ref',
      '✗ Prettier not found',
    ]);
    expect(problemLines('🍻 orval v8.36.0\nsvc - 🎉 svc API - Your OpenAPI spec has been converted')).toEqual([]);
  });
});
