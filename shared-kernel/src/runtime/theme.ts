import { createTheme } from '@mui/material/styles';

export const BRAND = {
  primary: '#0f4c5c',
  secondary: '#b54708', // white text on it passes WCAG AA (5.4:1)
  background: '#f7f5f2',
} as const;

/**
 * The focus indicator (WCAG 2.2 AA 2.4.7, 2.4.11): a 3 px ring 2 px outside the control, in the
 * brand teal (9.0:1 on the page background, 9.6:1 on white). A dark surface (the top bar) sets
 * `--hh-focus-ring` to white (9.6:1 on the teal), so the ring keeps its contrast everywhere.
 */
export const FOCUS_RING = {
  width: 3,
  offset: 2,
  colour: BRAND.primary,
  onDark: '#ffffff',
  variable: '--hh-focus-ring',
} as const;

/** Room above and below an element scrolled into view, so the sticky top bar never hides it. */
export const STICKY_HEADER_CLEARANCE = 80;

const ring = {
  outline: `${FOCUS_RING.width}px solid var(${FOCUS_RING.variable}, ${FOCUS_RING.colour})`,
  outlineOffset: FOCUS_RING.offset,
} as const;

/** On a dark surface: the ring of every control inside it turns white. */
export const onDarkSurface = { [FOCUS_RING.variable]: FOCUS_RING.onDark } as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    background: { default: BRAND.background, paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focused element scrolled into view stops below the sticky top bar.
        html: { scrollPaddingTop: STICKY_HEADER_CLEARANCE },
        // Links, cards-as-links and anything else focusable that is not an MUI button.
        ':focus-visible': ring,
        // A heading focused after a page change, or <main> after the skip link: not a control.
        '[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
        // <main> after the skip link: the page itself, not a control; the next Tab shows a ring.
        'main[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    // Every MUI button-like control (buttons, icon buttons, tabs, chips, menu items, list items,
    // card action areas, checkboxes, radios, switches) is a ButtonBase: the ring on its
    // keyboard-focus class replaces ButtonBase's `outline: 0`. A checkbox's ring is on the visible
    // box, not on its hidden input.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': ring } } },
    // Text fields: the ring around the whole field (MUI's own 2 px border stays too).
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': ring } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
