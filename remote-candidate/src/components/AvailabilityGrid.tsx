import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { AVAILABILITY } from '../texts';
import { DAY_PARTS, DAYS, slotOf, sortSlots } from './availability';

/**
 * The week as a grid of day parts: each cell a labelled checkbox ("Monday morning"). On a phone
 * the grid scrolls sideways inside its box.
 */
export function AvailabilityGrid({
  legend,
  help,
  value,
  onChange,
}: {
  legend: string;
  help?: string;
  value: string[];
  onChange: (slots: string[]) => void;
}) {
  const chosen = new Set(value);
  const toggle = (slot: string) => {
    const next = new Set(chosen);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    onChange(sortSlots(next));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'center', px: 0.25, py: 0 },
            '& th': { fontWeight: 600, fontSize: 13 },
            '& tbody th': { fontSize: { xs: 12, sm: 13 } },
          }}
        >
          <thead>
            <tr>
              <td />
              {DAYS.map((day) => (
                <th key={day} scope="col">
                  <abbr title={AVAILABILITY.days[day]} style={{ textDecoration: 'none' }}>
                    {AVAILABILITY.short[day]}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAY_PARTS.map((part) => (
              <tr key={part}>
                <Box component="th" scope="row" sx={{ textAlign: 'left !important', pr: 1 }}>
                  {AVAILABILITY.parts[part]}
                </Box>
                {DAYS.map((day) => {
                  const slot = slotOf(day, part);
                  return (
                    <td key={slot}>
                      <Checkbox
                        size="small"
                        sx={{ p: { xs: 0.5, sm: 1 } }}
                        checked={chosen.has(slot)}
                        onChange={() => toggle(slot)}
                        slotProps={{
                          input: {
                            'aria-label': AVAILABILITY.slot(
                              AVAILABILITY.days[day],
                              AVAILABILITY.parts[part],
                            ),
                          },
                        }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
