import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('accepts bodies nested exactly to the limit, arrays and objects', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  });

  it('refuses one level past the limit, and 10,000 levels', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(10_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(objects(10_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts brackets inside strings as text, escaped quotes included', () => {
    const text = JSON.stringify({ message: `${'['.repeat(500)}"\\${'{'.repeat(500)}` });
    expect(nestsDeeperThan(text, MAX_JSON_DEPTH)).toBe(false);
  });

  it('counts depth, not the number of brackets: many siblings are fine', () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 5_000 }, () => [[1]])), MAX_JSON_DEPTH)).toBe(false);
  });
});
