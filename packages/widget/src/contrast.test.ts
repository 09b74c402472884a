import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

describe("the panel's palette (text 4.5:1, borders and focus rings 3:1)", () => {
  const panelCss = readFileSync(`${fileURLToPath(import.meta.url).replace(/[^/\\]+$/, '')}panel/panel.css`, 'utf8');
  // Each colour of panel.css is light-dark(light, dark): check both themes.
  const palette = (theme: 0 | 1) =>
    Object.fromEntries(
      [...panelCss.matchAll(/--svc-(\w+): light-dark\((#\w+), (#\w+)\)/g)].map((m) => [m[1]!, normaliseAccent(m[2 + theme])]),
    );

  it.each([
    ['light', 0],
    ['dark', 1],
  ] as const)('%s theme', (_name, theme) => {
    const c = palette(theme);
    expect(Object.keys(c)).toEqual(['bg', 'fg', 'muted', 'line', 'soft', 'danger', 'focus']);
    for (const surface of [c.bg!, c.soft!]) {
      for (const text of [c.fg!, c.muted!, c.danger!]) expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      // Input and panel borders, separators, the error border and the focus ring.
      for (const edge of [c.line!, c.danger!, c.focus!]) expect(contrastRatio(edge, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('the close button ring on the header takes the accent text colour, and the launcher ring is two-tone', () => {
    expect(panelCss).toMatch(/\.head :focus-visible \{ outline-color: var\(--svc-on-accent\)/);
    // White next to the launcher, near-black outside: one of them is at least 3:1 against any page colour.
    for (const page of ['#ffffff', '#000000', '#808080', '#4f46e5', '#fde047']) {
      expect(Math.max(contrastRatio('#ffffff', page), contrastRatio('#111827', page))).toBeGreaterThanOrEqual(3);
    }
  });
});
