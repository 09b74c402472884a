import { describe, expect, it } from 'vitest';
import { matchesEtag } from './sdk.js';

describe('loader revalidation', () => {
  it('If-None-Match matches the same tag, its weak form, a list containing it, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('no header or another tag does not match', () => {
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
  });
});
