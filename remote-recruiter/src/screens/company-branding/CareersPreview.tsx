import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRANDING_TEXTS as T } from '../../texts-company';

const DEFAULT_PRIMARY = '#1f4e79';
const DEFAULT_ACCENT = '#f2a541';

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

const valid = (hex: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : fallback);

/** What the careers page header will look like with these choices (updates as you type). */
export function CareersPreview({
  name,
  logoUrl,
  primaryColor,
  accentColor,
  headline,
}: {
  name: string;
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
  headline: string;
}) {
  const primary = valid(primaryColor, DEFAULT_PRIMARY);
  const accent = valid(accentColor, DEFAULT_ACCENT);
  return (
    <Box
      role="img"
      aria-label={`${T.preview}: ${headline || T.previewHeadlineFallback(name)}`}
      data-testid="careers-preview"
      sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ bgcolor: primary, color: textOn(primary), p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          {/^https?:\/\//.test(logoUrl) ? (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1 }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 1,
                bgcolor: accent,
                color: textOn(accent),
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 22,
              }}
            >
              {name.charAt(0).toUpperCase()}
            </Box>
          )}
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
        </Box>
        <Typography component="span" sx={{ display: 'block', fontSize: 24, fontWeight: 700 }}>
          {headline || T.previewHeadlineFallback(name)}
        </Typography>
        <Box
          component="span"
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: accent,
            color: textOn(accent),
            fontWeight: 600,
          }}
        >
          {T.previewCta}
        </Box>
      </Box>
    </Box>
  );
}
