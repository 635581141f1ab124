import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../visually-hidden';
import {
  AVAILABILITY_SLOTS,
  DAY_PARTS,
  DAYS,
  moveInWeek,
  slotOf,
  sortSlots,
  WEEK_TEXTS,
  type AvailabilitySlot,
} from './week';

/**
 * The week as a grid of day parts (a candidate's availability, the day parts a job needs): one control in the Tab order (a roving tabindex: only the
 * current cell's checkbox is a Tab stop). Arrow keys move between days (columns) and day parts
 * (rows), Home/End to the row's ends, Ctrl+Home/End to the week's ends; Space or Enter ticks or
 * unticks. Each cell is a gridcell holding a checkbox named by its day and day part ("Monday
 * morning"). On a phone the grid scrolls sideways inside its box. In a form, `inputRef` is the
 * current cell (where focus goes when the field is wrong) and `error` shows under the grid.
 */
export function WeekGrid({
  legend,
  help,
  value,
  onChange,
  inputRef,
  error,
}: {
  legend: string;
  help?: string;
  value: readonly string[];
  onChange: (slots: AvailabilitySlot[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}) {
  const id = useId();
  const chosen = new Set(value);
  const [current, setCurrent] = useState<AvailabilitySlot>(
    () => sortSlots(value)[0] ?? slotOf(DAYS[0], DAY_PARTS[0]),
  );
  const toggle = (slot: AvailabilitySlot) => {
    const next = new Set(chosen);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    onChange(sortSlots(next));
  };
  const cellId = (slot: AvailabilitySlot) => `${id}-${slot}`;
  const focusSlot = (slot: AvailabilitySlot) => {
    setCurrent(slot);
    document.getElementById(cellId(slot))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = (event.target as HTMLElement).id;
    const slot = AVAILABILITY_SLOTS.find((s) => target === cellId(s));
    if (!slot) return;
    if (event.key === 'Enter') {
      event.preventDefault(); // ticks the cell instead of sending the form
      toggle(slot);
      return;
    }
    const next = moveInWeek(slot, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault(); // no page scroll
    focusSlot(next);
  };
  const describedBy = [help && `${id}-help`, `${id}-keys`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" id={`${id}-legend`} sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      {help && (
        <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <Box component="span" id={`${id}-keys`} sx={visuallyHidden}>
        {WEEK_TEXTS.keys}
      </Box>
      <Box sx={{ overflowX: 'auto', p: '6px' /* room for the focus ring */ }}>
        <Box
          component="table"
          role="grid"
          aria-labelledby={`${id}-legend`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onKeyDown={onKeyDown}
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
                  <abbr title={WEEK_TEXTS.days[day]} style={{ textDecoration: 'none' }}>
                    {WEEK_TEXTS.short[day]}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAY_PARTS.map((part) => (
              <tr key={part}>
                <Box component="th" scope="row" sx={{ textAlign: 'left !important', pr: 1 }}>
                  {WEEK_TEXTS.parts[part]}
                </Box>
                {DAYS.map((day) => {
                  const slot = slotOf(day, part);
                  return (
                    <td key={slot} onFocus={() => setCurrent(slot)}>
                      <Checkbox
                        size="small"
                        sx={{ p: { xs: 0.5, sm: 1 } }}
                        checked={chosen.has(slot)}
                        onChange={() => toggle(slot)}
                        inputRef={slot === current ? inputRef : undefined}
                        slotProps={{
                          input: {
                            tabIndex: slot === current ? 0 : -1,
                            'aria-label': WEEK_TEXTS.slot(
                              WEEK_TEXTS.days[day],
                              WEEK_TEXTS.parts[part],
                            ),
                            id: cellId(slot),
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
      {error && (
        <Typography id={`${id}-error`} variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}
