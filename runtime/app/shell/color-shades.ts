/**
 * Ten shades of a brand colour for Mantine's theme (index 6 = the colour itself), so a
 * tenant's `branding.primary_color` drives buttons, links and highlights.
 */

/** Navigator's own primary colour when a tenant has none. */
export const DEFAULT_PRIMARY = '#3b5bdb';

/** `#rgb` or `#rrggbb` → [r, g, b]; undefined for anything else. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(rgb: readonly number[], target: number, amount: number): number[] {
  return rgb.map((c) => c + (target - c) * amount);
}

/** Mix ratios toward white for shades 0–5 and toward black for 7–9. */
const LIGHTEN = [0.92, 0.82, 0.66, 0.48, 0.3, 0.14];
const DARKEN = [0.14, 0.28, 0.42];

/**
 * The ten shades (lightest first) of `hex`; the default colour's shades when `hex` is not a
 * colour.
 */
export function colorShades(hex: string | undefined): string[] {
  const rgb = (hex && parseHex(hex)) || (parseHex(DEFAULT_PRIMARY) as [number, number, number]);
  return [
    ...LIGHTEN.map((amount) => toHex(mix(rgb, 255, amount))),
    toHex(rgb),
    ...DARKEN.map((amount) => toHex(mix(rgb, 0, amount))),
  ];
}
