import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** The one back-office theme. Breakpoints are §9's: 640, 768, 1024 and 1280 px. */
export const theme = createTheme({
  primaryColor: 'fika',
  colors: {
    // A coffee-and-cream brown that keeps 4.5:1 contrast for white text from shade 6 up.
    fika: [
      '#fbf3ec',
      '#f1e3d6',
      '#e3c5ab',
      '#d5a57d',
      '#c98a57',
      '#c2793f',
      '#a35f2c',
      '#8c5024',
      '#71411d',
      '#563115',
    ],
  },
  primaryShade: { light: 7, dark: 5 },
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '80em', xl: '96em' },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  cursorType: 'pointer',
  components: {
    // A denser sidebar: every entry and the extra links fit a 720 px-high laptop screen.
    NavLink: { styles: { root: { paddingBlock: 6 } } },
  },
});

/**
 * Secondary ("dimmed") text dark enough for 4.5:1 contrast on white and on the light grey of
 * hovered rows; Mantine's default grey reaches only 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
