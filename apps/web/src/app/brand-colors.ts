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
  const tints = [0.92, 0.8, 0.66, 0.5, 0.34, 0.17].map((a) => toHex(mix(rgb, 255, a)));
  const shades = [0.15, 0.3, 0.45].map((a) => toHex(mix(rgb, 0, a)));
  return [...tints, toHex(rgb), ...shades] as unknown as MantineColorsTuple;
}
