import { BRAND } from 'shared-kernel';

/**
 * Colours the public pages add to the shared theme, each checked for WCAG AA contrast:
 * white on `deep` 11:1, white on `accent` 5.4:1 (the theme's orange gives white text only 3.4:1),
 * `peach` on `deep` 6.8:1, `mist` on `BRAND.primary` 7.4:1.
 */
export const PUBLIC_COLOURS = {
  deep: '#0b3945',
  primary: BRAND.primary,
  accent: '#b54708',
  accentHover: '#9a3c06',
  peach: '#f7b267',
  mist: '#d6e6ea',
  sand: BRAND.background,
  cream: '#fdf1e7',
} as const;

/** sx for a filled call-to-action button in the accent colour. */
export const accentButtonSx = {
  bgcolor: PUBLIC_COLOURS.accent,
  color: '#fff',
  '&:hover': { bgcolor: PUBLIC_COLOURS.accentHover },
} as const;

/** sx for a section's h2: smaller on phones. */
export const sectionHeadingSx = {
  fontSize: { xs: '2rem', md: '2.75rem' },
  lineHeight: 1.15,
} as const;

/** sx for a card's h3. */
export const cardHeadingSx = { fontWeight: 700 } as const;
