// A company picks its careers-page colours; the text on them must stay readable (WCAG AA).

const HEX = /^#([0-9a-f]{6})$/i;

// Pure black: with white, it gives every colour at least 4.5:1 (a mid grey gets 4.6:1 from black).
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** Relative luminance of '#rrggbb' (WCAG 2.1). */
export function luminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`Not a colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

export const isHexColour = (value: string | null | undefined): value is string =>
  typeof value === 'string' && HEX.test(value);
