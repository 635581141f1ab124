import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { londonDay } from 'shared-kernel/rules';
import type { Slot } from 'shared-kernel/contract';
import { BOOKING } from '../../texts';
import { ChoiceTiles, TAP_HEIGHT, type ChosenBy, type Tile } from './ChoiceTiles';
import { dayLabel, slotsByDay, timeLabel, type SlotDay } from './slot-days';

const small = { display: 'block', fontSize: '0.8125rem', fontWeight: 400 } as const;

/** A day's tile: 'Mon 26 Oct', how many times it offers, and 'Your time' when it holds it. */
function dayTile(day: SlotDay, current: string | null): Tile {
  const holdsCurrent = day.slots.some((slot) => slot.startsAt === current);
  const count = day.slots.length - (holdsCurrent ? 1 : 0);
  return {
    value: day.day,
    content: (
      <span>
        <Box
          component="span"
          sx={{ display: 'block', fontWeight: 600, fontSize: '0.9375rem', whiteSpace: 'nowrap' }}
        >
          {day.short}
        </Box>
        <Box component="span" sx={small}>
          {BOOKING.timesCount(count)}
        </Box>
        {holdsCurrent && (
          <Box component="span" sx={small}>
            {BOOKING.yourDay}
          </Box>
        )}
      </span>
    ),
  };
}

/**
 * A time's tile: its start, '10:00' (the length is in the details; four fit across a phone); the
 * booked one being moved is marked and cannot be chosen.
 */
function timeTile(slot: Slot, current: string | null): Tile {
  const isCurrent = slot.startsAt === current;
  return {
    value: slot.startsAt,
    disabled: isCurrent,
    content: (
      <span>
        {timeLabel(slot.startsAt)}
        {isCurrent && (
          <Box component="span" sx={small}>
            {BOOKING.currentTime}
          </Box>
        )}
      </span>
    ),
  };
}

/**
 * Day first: the London days with free times (each with its count), then the chosen day's times,
 * then Confirm, sticky at the bottom of the screen. Each group is one Tab stop, so Confirm is
 * the next Tab after a chosen time. Choosing a day by a click, tap, Space or Enter takes focus to
 * its times (arrow keys stay on the days). While moving a booking, `current` (its start) is
 * marked "Your current time" and cannot be chosen. A chosen time the latest slots no longer
 * offer (taken by someone else) is dropped.
 */
export function SlotPicker({
  slots,
  current = null,
  pending,
  onConfirm,
}: {
  slots: readonly Slot[];
  current?: string | null;
  pending: boolean;
  onConfirm: (startsAt: string) => void;
}) {
  const id = useId();
  const days = slotsByDay(slots);
  const [dayChosen, setDayChosen] = useState(() => (current ? londonDay(current) : null));
  const [chosen, setChosen] = useState<string | null>(null);
  const [focusTimes, setFocusTimes] = useState(0);
  const times = useRef<HTMLDivElement>(null);
  const day = days.find((d) => d.day === dayChosen) ?? days[0];

  useEffect(() => {
    if (focusTimes > 0) times.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focusTimes]);

  if (!day) return null;
  const selected = day.slots.some((slot) => slot.startsAt === chosen && chosen !== current)
    ? chosen
    : null;
  const chooseDay = (value: string, by: ChosenBy) => {
    if (value !== day.day) setChosen(null);
    setDayChosen(value);
    if (by === 'press') setFocusTimes((n) => n + 1);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography id={`${id}-days`} variant="subtitle1" component="h3" gutterBottom>
          {BOOKING.day}
        </Typography>
        <ChoiceTiles
          labelledBy={`${id}-days`}
          tiles={days.map((d) => dayTile(d, current))}
          value={day.day}
          onChoose={chooseDay}
          minWidth={104}
        />
      </div>
      <div>
        <Typography id={`${id}-times`} variant="subtitle1" component="h3" gutterBottom>
          {BOOKING.timesOn(day.label)}
        </Typography>
        <ChoiceTiles
          groupRef={times}
          labelledBy={`${id}-times`}
          tiles={day.slots.map((slot) => timeTile(slot, current))}
          value={selected}
          onChoose={setChosen}
          minWidth={80}
        />
      </div>
      {selected && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 2,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            fullWidth
            size="large"
            variant="contained"
            disabled={pending}
            onClick={() => onConfirm(selected)}
            sx={{ minHeight: TAP_HEIGHT }}
          >
            {BOOKING.confirm(timeLabel(selected), dayLabel(selected))}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
