import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { useMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRAND_SHADE, brandPalette, parseHex } from './brand-colors';
import { BrandColors, UiProviders, themeFor, useSetBrand } from './theme';

describe('brand colours', () => {
  it('parses short and long hex colours, and nothing else', () => {
    expect(parseHex('#e8590c')).toEqual([232, 89, 12]);
    expect(parseHex(' #FFF ')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });

  it('builds ten shades with the colour itself as the primary shade, lighter before and darker after', () => {
    const palette = brandPalette('#e8590c')!;
    expect(palette).toHaveLength(10);
    expect(palette[BRAND_SHADE]).toBe('#e8590c');
    const lightness = palette.map((hex) => parseHex(hex)!.reduce((a, b) => a + b, 0));
    for (let i = 1; i < 10; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]);
    expect(brandPalette('not a colour')).toBeNull();
  });

  it('keeps the product theme without business colours', () => {
    expect(themeFor(null).primaryColor).toBe('indigo');
    expect(themeFor({ uiPrimaryColor: 'oops' }).primaryColor).toBe('indigo');
    expect(themeFor({ uiPrimaryColor: '#3b5bdb' }).primaryColor).toBe('brand');
  });
});

function Probe({ brand }: { brand: BrandColors }) {
  const setBrand = useSetBrand();
  const mantine = useMantineTheme();
  useEffect(() => setBrand(brand), [setBrand, brand]);
  return (
    <div data-testid="probe">
      {mantine.primaryColor}:{mantine.colors[mantine.primaryColor]?.[BRAND_SHADE]}
    </div>
  );
}

describe('UiProviders', () => {
  it('takes on the colours the session hands it', async () => {
    render(
      <UiProviders>
        <Probe brand={{ uiPrimaryColor: '#e8590c' }} />
      </UiProviders>,
    );
    expect(await screen.findByText('brand:#e8590c')).toBeInTheDocument();
  });
});
