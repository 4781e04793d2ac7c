import {
  Anchor,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineProviderProps,
} from '@mantine/core';

/** Terracotta orange around #c4532f (index 6). */
const terracotta: MantineColorsTuple = [
  '#fdf1ec',
  '#f9ded3',
  '#f1bca8',
  '#e8987b',
  '#df7855',
  '#d5643f',
  '#c4532f',
  '#a84427',
  '#8b3920',
  '#6f2e1a',
];

/** Warm near-black around #1f1c1a (index 9). */
const ink: MantineColorsTuple = [
  '#f4f2f1',
  '#e2dedb',
  '#c4bdb8',
  '#a59b95',
  '#877c75',
  '#6b615b',
  '#524a45',
  '#3b3532',
  '#2a2624',
  '#1f1c1a',
];

export const BACKGROUND = '#faf7f5';

const theme = createTheme({
  primaryColor: 'terracotta',
  // Shade 7: white on it is 5.96:1 and it on the background 5.59:1 (shade 6 fails as link text).
  primaryShade: { light: 7, dark: 5 },
  colors: { terracotta, ink },
  black: '#1f1c1a',
  white: '#ffffff',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  // Layout breakpoints: xs<600, sm<960, md<1280, lg<1920, xl<2560 (in em of 16 px).
  breakpoints: { xs: '0em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Badges say words as written ("Admin", "Beendet"), not in capitals like a code ("ADMIN").
    Badge: Badge.extend({ defaultProps: { tt: 'none' } }),
  },
});

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Dimmed text (input descriptions, secondary lines) at ink.5: 6:1 on white (Mantine's gray fails AA).
  light: {
    '--mantine-color-body': BACKGROUND,
    '--mantine-color-text': '#1f1c1a',
    '--mantine-color-dimmed': '#6b615b',
    // Field errors at red.9: 5.9:1 on white (red.6 is 3.3:1).
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});

/**
 * The app's `MantineProvider` props. The build renders the theme's CSS variables from these same
 * props into a style sheet (scripts/vite/mantineVariables.ts), so the provider itself renders
 * without them.
 */
export const providerProps = {
  theme,
  cssVariablesResolver,
  forceColorScheme: 'light',
} as const satisfies Partial<MantineProviderProps>;
