import { describe, expect, it } from 'vitest';
import { contrastRatio, normaliseAccent, textOn } from './contrast.js';

describe('accent colour with automatic text contrast', () => {
  it('dark accents get white text and light accents get black text', () => {
    expect(textOn('#4f46e5')).toBe('#ffffff');
    expect(textOn('#000')).toBe('#ffffff');
    expect(textOn('#fde047')).toBe('#000000');
    expect(textOn('#ffffff')).toBe('#000000');
  });

  it('the chosen text colour reaches at least 4.5:1 against any mid-tone accent', () => {
    for (const accent of ['#777777', '#0ea5e9', '#22c55e', '#ef4444', '#a855f7', '#f59e0b']) {
      expect(contrastRatio(accent, textOn(accent))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('short hex is expanded and anything that is not a hex colour falls back to the default', () => {
    expect(normaliseAccent('#ABC')).toBe('#aabbcc');
    expect(normaliseAccent('red; background: url(x)')).toBe('#4f46e5');
    expect(normaliseAccent(undefined)).toBe('#4f46e5');
  });
});
