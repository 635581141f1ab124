import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatShortDate } from 'shared-kernel/rules';

// Plain SVG charts: no chart library (bundle budget).

const PRIMARY = '#1f4e79';
const ACCENT = '#2e7d32';

/** A "nice" top for an axis: 1, 2, 5, 10, 20, 50… at or above the largest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** Applications per day as columns, with the y axis's top and the first and last days. */
export function DailyBars({
  points,
  label,
}: {
  points: { date: string; count: number }[];
  label: string;
}) {
  const width = 600;
  const height = 200;
  const left = 32;
  const bottom = 24;
  const top = niceMax(Math.max(0, ...points.map((p) => p.count)));
  const slot = (width - left) / Math.max(points.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const y = (count: number) => (height - bottom) * (1 - count / top);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <line x1={left} x2={width} y1={height - bottom} y2={height - bottom} stroke="#999" />
      <line x1={left} x2={width} y1={0.5} y2={0.5} stroke="#e0e0e0" />
      <text x={left - 6} y={12} fontSize="12" textAnchor="end" fill="#444">
        {top}
      </text>
      <text x={left - 6} y={height - bottom} fontSize="12" textAnchor="end" fill="#444">
        0
      </text>
      {points.map((p, i) => (
        <rect
          key={p.date}
          x={left + i * slot + (slot - bar) / 2}
          y={y(p.count)}
          width={bar}
          height={height - bottom - y(p.count)}
          fill={PRIMARY}
        >
          <title>{`${formatShortDate(`${p.date}T12:00:00Z`)}: ${p.count}`}</title>
        </rect>
      ))}
      {points.length > 0 && (
        <>
          <text x={left} y={height - 6} fontSize="12" fill="#444">
            {formatShortDate(`${points[0].date}T12:00:00Z`)}
          </text>
          <text x={width} y={height - 6} fontSize="12" textAnchor="end" fill="#444">
            {formatShortDate(`${points[points.length - 1].date}T12:00:00Z`)}
          </text>
        </>
      )}
    </Box>
  );
}

/** Horizontal bars with their label and value: the funnel, the venues. */
export function HorizontalBars({
  rows,
  secondary,
}: {
  rows: { key: string; label: string; value: number; note?: string }[];
  secondary?: boolean;
}) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '100px 1fr 44px', sm: '160px 1fr 56px' },
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Typography
            variant="body2"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={row.label}
          >
            {row.label}
          </Typography>
          <Box
            component="svg"
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            aria-hidden
            sx={{ width: '100%', height: 14 }}
          >
            <rect x="0" y="0" width="100" height="10" fill="#eef2f6" />
            <rect
              x="0"
              y="0"
              width={(row.value / top) * 100}
              height="10"
              fill={secondary ? ACCENT : PRIMARY}
            />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
            {row.value}
            {row.note && (
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {row.note}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
