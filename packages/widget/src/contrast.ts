// Text colour on the accent: black or white, whichever has the higher WCAG contrast ratio.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const DEFAULT_ACCENT = '#4f46e5';

/** The accent as #rrggbb, or the default when it is not a hex colour (the contract allows only those). */
export function normaliseAccent(accent: string | undefined): string {
  if (!accent || !HEX.test(accent)) return DEFAULT_ACCENT;
  const hex = accent.slice(1);
  return '#' + (hex.length === 3 ? hex.replace(/./g, '$&$&') : hex).toLowerCase();
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function textOn(accent: string): '#000000' | '#ffffff' {
  const hex = normaliseAccent(accent);
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}
