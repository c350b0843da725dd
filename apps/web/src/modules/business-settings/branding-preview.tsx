import { Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { isColor, isUrl } from '@tempo/contracts';
import { SettingValues, textOf } from './settings-model';

/** Every setting the preview shows: it is rendered again when one of these changes. */
export const BRANDING_PREVIEW_NAMES = [
  'uiPrimaryColor',
  'uiSecondaryColor',
  'businessPrimaryColor',
  'uiBackgroundColor',
  'uiAlternateBackgroundColor',
  'uiPrimaryFontColor',
  'uiSecondaryFontColor',
  'uiLogoUrl',
  'fullName',
  'tagline',
] as const;

type PreviewName = (typeof BRANDING_PREVIEW_NAMES)[number];

const swatch = (colour: string | undefined) => ({
  borderRadius: 4,
  border: '1px solid var(--mantine-color-gray-4)',
  background: colour,
});

/** The branding as typed: the colours, a sample of text and buttons, and the logo. */
export function BrandingPreview({ values }: { values: SettingValues }) {
  // Values are read through these two only, so that every name read is in BRANDING_PREVIEW_NAMES.
  const typed = (name: PreviewName) => textOf(values[name]);
  const text = (name: PreviewName) => typed(name).trim();
  const colour = (name: PreviewName) => (isColor(text(name)) ? text(name) : undefined);
  const primary = colour('uiPrimaryColor');
  const secondary = colour('uiSecondaryColor');
  const logo = text('uiLogoUrl');
  return (
    <Paper withBorder p="sm" aria-label="Branding preview" role="group">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          Preview
        </Text>
        <Group gap="sm" aria-label="Colour preview">
          <Box data-testid="primary-swatch" w={32} h={32} style={swatch(primary)} />
          <Box data-testid="secondary-swatch" w={32} h={32} style={swatch(secondary)} />
          <Box data-testid="reviews-swatch" w={32} h={32} style={swatch(colour('businessPrimaryColor'))} />
          <Button type="button" color={primary} tabIndex={-1}>
            Preview
          </Button>
          <Button type="button" variant="outline" color={secondary} tabIndex={-1}>
            Preview
          </Button>
        </Group>
        <Box
          p="sm"
          style={{
            borderRadius: 4,
            background: colour('uiBackgroundColor'),
            color: colour('uiPrimaryFontColor'),
          }}
        >
          <Text inherit fw={600}>
            {typed('fullName') || 'Business name'}
          </Text>
          <Box p="xs" mt={4} style={{ borderRadius: 4, background: colour('uiAlternateBackgroundColor') }}>
            <Text inherit size="sm" style={{ color: colour('uiSecondaryFontColor') }}>
              {typed('tagline') || 'Tagline'}
            </Text>
          </Box>
        </Box>
        {logo && isUrl(logo) ? (
          <Image src={logo} alt="Logo preview" h={64} w="auto" fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            No logo
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
