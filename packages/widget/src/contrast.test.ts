import { describe, expect, it } from 'vitest';
import { luminance, normaliseAccent, textOn } from './contrast.js';

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('accent colour with automatic text contrast', () => {
  it('dark accents get white text and light accents get black text', () => {
    expect(textOn('#4f46e5')).toBe('#ffffff');
    expect(textOn('#000')).toBe('#ffffff');
    expect(textOn('#fde047')).toBe('#000000');
    expect(textOn('#ffffff')).toBe('#000000');
  });

  it('the chosen text colour is the one with the higher contrast, at least 4.5:1, for every grey and mid-tone accent', () => {
    const greys = Array.from({ length: 256 }, (_, i) => `#${i.toString(16).padStart(2, '0').repeat(3)}`);
    for (const accent of [...greys, '#0ea5e9', '#22c55e', '#ef4444', '#a855f7', '#f59e0b']) {
      const chosen = contrastRatio(accent, textOn(accent));
      const other = contrastRatio(accent, textOn(accent) === '#000000' ? '#ffffff' : '#000000');
      expect(chosen).toBeGreaterThanOrEqual(4.5);
      expect(chosen).toBeGreaterThanOrEqual(other);
    }
  });

  it('short hex is expanded and anything that is not a hex colour falls back to the default', () => {
    expect(normaliseAccent('#ABC')).toBe('#aabbcc');
    expect(normaliseAccent('red; background: url(x)')).toBe('#4f46e5');
    expect(normaliseAccent(undefined)).toBe('#4f46e5');
  });
});
