import { getContrastRatio } from '@mui/material/styles';
import { BRAND, FOCUS_RING, theme } from './theme';

// WCAG 2.2 AA 2.4.7 / 2.4.11 and the rule: a ring of at least 2 px with at least 3:1
// contrast against what is behind it.
describe('the focus ring', () => {
  it('is at least 2 px wide', () => {
    expect(FOCUS_RING.width).toBeGreaterThanOrEqual(2);
  });

  it('has 3:1 contrast on the page, on cards and dialogs, and (white) on the teal top bar', () => {
    expect(getContrastRatio(FOCUS_RING.colour, theme.palette.background.default)).toBeGreaterThan(
      3,
    );
    expect(getContrastRatio(FOCUS_RING.colour, theme.palette.background.paper)).toBeGreaterThan(3);
    expect(getContrastRatio(FOCUS_RING.onDark, BRAND.primary)).toBeGreaterThan(3);
  });

  it('is set on every MUI button-like control, links and fields, and globally', () => {
    const components = theme.components!;
    const outline = `${FOCUS_RING.width}px solid var(${FOCUS_RING.variable}, ${FOCUS_RING.colour})`;
    const json = (value: unknown) => JSON.stringify(value);
    expect(json(components.MuiButtonBase?.styleOverrides)).toContain(outline);
    expect(json(components.MuiLink?.styleOverrides)).toContain(outline);
    expect(json(components.MuiInputBase?.styleOverrides)).toContain(outline);
    expect(json(components.MuiCssBaseline?.styleOverrides)).toContain(outline);
  });
});
