/** Colours of an area's bars; the client area takes them from the client's branding. */
export interface BarColors {
  header: string;
  navbar: string;
  button: string;
  textbox: string;
}

/** The platform's own colours: the spec's blue, and an orange dark enough for white text. */
export const DEFAULT_COLORS: BarColors = {
  header: '#1c3f94',
  navbar: '#2b5cd6',
  button: '#c2410c',
  textbox: '#ffffff',
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2), or null when it is not one. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(digits.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 0;
  const lb = luminance(b) ?? 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Black or white, whichever reads better on the background: a client may pick any colour,
 * and the text on it must stay legible.
 */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** The colour itself when it is a valid hex colour, else the fallback. */
export const validColor = (value: unknown, fallback: string): string =>
  typeof value === 'string' && luminance(value) !== null ? value : fallback;
