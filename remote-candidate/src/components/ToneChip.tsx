import Chip from '@mui/material/Chip';

export type Tone = 'success' | 'warning' | 'error' | 'neutral';

// Dark text on a light tint: MUI's filled warning and success chips fail WCAG AA contrast
// for small text (white on orange is about 3:1).
const TONES: Record<Tone, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#e3f2e5', color: '#1b5e20' },
  warning: { bgcolor: '#fff1dc', color: '#6d3a00' },
  error: { bgcolor: '#fde8e8', color: '#8c1d18' },
  neutral: { bgcolor: '#eceff1', color: '#37474f' },
};

/** A small label in one of four tones (success, warning, error, neutral), with readable contrast. */
export function ToneChip({ label, tone = 'neutral' }: { label: string; tone?: Tone }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{ ...TONES[tone], fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
}
