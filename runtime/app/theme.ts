import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { colorShades } from './shell/color-shades.ts';

/** The interface font stack: Inter when the system has it, else the system UI font. */
export const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Navigator's Mantine theme with the tenant's primary colour. */
export function buildTheme(primaryColor: string | undefined): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: colorShades(primaryColor) as unknown as MantineColorsTuple },
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'md', shadow: 'xs' } },
      Paper: { defaultProps: { radius: 'md' } },
      Button: { defaultProps: { radius: 'md' } },
    },
  });
}
