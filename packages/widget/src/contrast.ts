// Text colour on the accent: black or white, whichever has the higher WCAG contrast ratio.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const DEFAULT_ACCENT = '#4f46e5';

/** The accent as #rrggbb, or the default when it is not a hex colour (the contract allows only those). */
export function normaliseAccent(accent: string | undefined): string {
  if (!accent || !HEX.test(accent)) return DEFAULT_ACCENT;
  const hex = accent.slice(1);
  return '#' + (hex.length === 3 ? hex.replace(/./g, '$&$&') : hex).toLowerCase();
}

export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/**
 * Black text when it contrasts more than white: (L + 0.05) / 0.05 >= 1.05 / (L + 0.05), that is L >= 0.179.
 * Either way the ratio is at least 4.58:1.
 */
export function textOn(accent: string): '#000000' | '#ffffff' {
  return luminance(normaliseAccent(accent)) >= 0.179 ? '#000000' : '#ffffff';
}
