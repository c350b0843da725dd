import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' or '#aabbcc' as [r, g, b]; null for anything else. */
export function parseHex(value: string | null | undefined): [number, number, number] | null {
  const text = value?.trim() ?? '';
  if (!HEX.test(text)) return null;
  let digits = text.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

const mix = (rgb: number[], target: number, amount: number) => rgb.map((c) => c + (target - c) * amount);

/** Shade 6 (the theme's primary shade) is the brand colour itself. */
export const BRAND_SHADE = 6;

/**
 * Ten shades around a business colour for the component library: lighter tints before the
 * colour itself at index 6, darker shades after it. Null when the colour is not a hex value.
 */
export function brandPalette(color: string | null | undefined): MantineColorsTuple | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const tint = (amount: number) => toHex(mix(rgb, 255, amount));
  const shade = (amount: number) => toHex(mix(rgb, 0, amount));
  return [
    tint(0.92),
    tint(0.8),
    tint(0.66),
    tint(0.5),
    tint(0.34),
    tint(0.17),
    toHex(rgb),
    shade(0.15),
    shade(0.3),
    shade(0.45),
  ];
}
