import { ReactNode, createContext, useContext, useMemo, useState } from 'react';
import { Combobox, MantineProvider, createTheme } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { BRAND_SHADE, brandPalette } from './brand-colors';

/** The business colours the interface takes on (000 §3.1 branding). */
export interface BrandColors {
  uiPrimaryColor?: string | null;
  uiSecondaryColor?: string | null;
}

/**
 * Component defaults of every theme. A select's options are rendered when its dropdown opens:
 * Mantine keeps a closed dropdown mounted and hidden by default, which renders every option of
 * every select on a screen again each time its form changes (the time-zone select alone has
 * hundreds).
 */
const components = {
  Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
};

/** The product's own look, used until a business with colours is loaded. */
export const theme = createTheme({ primaryColor: 'indigo', components });

/** The theme for a business: its primary colour drives buttons, links and highlights. */
export function themeFor(brand: BrandColors | null | undefined) {
  const primary = brandPalette(brand?.uiPrimaryColor);
  const secondary = brandPalette(brand?.uiSecondaryColor);
  if (!primary && !secondary) return theme;
  return createTheme({
    components,
    primaryColor: primary ? 'brand' : 'indigo',
    primaryShade: BRAND_SHADE as 6,
    colors: {
      ...(primary ? { brand: primary } : {}),
      ...(secondary ? { brandSecondary: secondary } : {}),
    },
  });
}

const BrandContext = createContext<(brand: BrandColors | null) => void>(() => undefined);

/** Lets the session hand the current business's colours to the theme. */
export const useSetBrand = () => useContext(BrandContext);

/** Mantine with the business's colours and the toasts at the top right (000 §2.6). */
export function UiProviders({ children }: { children: ReactNode }) {
  const [brand, setBrand] = useState<BrandColors | null>(null);
  const current = useMemo(() => themeFor(brand), [brand]);
  return (
    <BrandContext.Provider value={setBrand}>
      <MantineProvider theme={current}>
        <Notifications position="top-right" />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </BrandContext.Provider>
  );
}
