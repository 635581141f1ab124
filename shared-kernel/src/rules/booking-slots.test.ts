import {
  DEFAULT_BOOKING_RULES,
  freeSlots,
  type BookingRules,
  type TimeRange,
} from './booking-slots';

const rules = (fields: Partial<BookingRules>): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  noticeHours: 0,
  horizonDays: 7,
  ...fields,
});
const starts = (slots: TimeRange[]) => slots.map((slot) => slot.startsAt.toISOString());
const at = (iso: string) => new Date(iso);
const busy = (from: string, to: string): TimeRange => ({ startsAt: at(from), endsAt: at(to) });

// Friday 27 November 2026, noon in London (GMT): the next Monday is 30 November.
const FRIDAY_NOON = at('2026-11-27T12:00:00Z');
const MONDAY_MORNING = rules({ weekly: [{ day: 'mon', from: '09:00', to: '11:00' }] });

describe('freeSlots', () => {
  test('starts every slotMinutes inside the ranges, of the invitation’s length', () => {
    const slots = freeSlots({
      rules: MONDAY_MORNING,
      durationMinutes: 30,
      busy: [],
      now: FRIDAY_NOON,
    });
    expect(starts(slots)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T09:30:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-11-30T10:30:00.000Z',
    ]);
    expect(slots[0].endsAt.toISOString()).toBe('2026-11-30T09:30:00.000Z');
    // An hour-long trial in 30-minute steps still ends inside the range.
    const long = freeSlots({
      rules: MONDAY_MORNING,
      durationMinutes: 60,
      busy: [],
      now: FRIDAY_NOON,
    });
    expect(starts(long)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T09:30:00.000Z',
      '2026-11-30T10:00:00.000Z',
    ]);
    expect(long[2].endsAt.toISOString()).toBe('2026-11-30T11:00:00.000Z');
  });

  test('several ranges a day, given in any order: each start once, in time order', () => {
    const slots = freeSlots({
      rules: rules({
        slotMinutes: 60,
        weekly: [
          { day: 'tue', from: '14:00', to: '16:00' },
          { day: 'mon', from: '15:00', to: '16:00' },
          { day: 'mon', from: '09:00', to: '10:00' },
          { day: 'mon', from: '09:00', to: '10:00' },
        ],
      }),
      durationMinutes: 60,
      busy: [],
      now: FRIDAY_NOON,
    });
    expect(starts(slots)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-12-01T14:00:00.000Z',
      '2026-12-01T15:00:00.000Z',
    ]);
  });

  test('notice: nothing sooner than noticeHours from now', () => {
    const now = at('2026-11-30T08:00:00Z');
    const slots = freeSlots({
      rules: { ...MONDAY_MORNING, noticeHours: 2 },
      durationMinutes: 30,
      busy: [],
      now,
    });
    expect(starts(slots)).toEqual(['2026-11-30T10:00:00.000Z', '2026-11-30T10:30:00.000Z']);
  });

  test('horizon: nothing at or after horizonDays from now', () => {
    const within = (horizonDays: number) =>
      starts(
        freeSlots({
          rules: { ...MONDAY_MORNING, horizonDays },
          durationMinutes: 30,
          busy: [],
          now: FRIDAY_NOON,
        }),
      );
    expect(within(2)).toEqual([]);
    expect(within(3)).toHaveLength(4); // Monday noon is 3 days on
    // The next Monday (7 December) comes in at 10 days, not before.
    expect(within(7)).toHaveLength(4);
    expect(within(10)).toHaveLength(8);
  });

  test('busy times and their buffer are left out, on both sides', () => {
    const rulesWith = (bufferMinutes: number) => ({
      ...MONDAY_MORNING,
      slotMinutes: 15,
      bufferMinutes,
    });
    const taken = [busy('2026-11-30T09:30:00Z', '2026-11-30T10:00:00Z')];
    const without = freeSlots({
      rules: rulesWith(0),
      durationMinutes: 30,
      busy: taken,
      now: FRIDAY_NOON,
    });
    expect(starts(without)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
      '2026-11-30T10:15:00.000Z',
      '2026-11-30T10:30:00.000Z',
    ]);
    // 15 minutes kept free after the busy time and after each slot.
    const buffered = freeSlots({
      rules: rulesWith(15),
      durationMinutes: 30,
      busy: taken,
      now: FRIDAY_NOON,
    });
    expect(starts(buffered)).toEqual(['2026-11-30T10:15:00.000Z', '2026-11-30T10:30:00.000Z']);
    // A busy time on another interviewer's day does not matter (only the busy list given counts).
    const otherDay = [busy('2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z')];
    expect(
      freeSlots({ rules: rulesWith(15), durationMinutes: 30, busy: otherDay, now: FRIDAY_NOON }),
    ).toHaveLength(7);
  });

  test('dates off have no slots', () => {
    const slots = freeSlots({
      rules: { ...MONDAY_MORNING, horizonDays: 14, datesOff: ['2026-11-30'] },
      durationMinutes: 30,
      busy: [],
      now: FRIDAY_NOON,
    });
    expect(starts(slots)[0]).toBe('2026-12-07T09:00:00.000Z');
    expect(slots).toHaveLength(4);
  });

  test('no ranges (the defaults): no slots', () => {
    expect(
      freeSlots({ rules: DEFAULT_BOOKING_RULES, durationMinutes: 30, busy: [], now: FRIDAY_NOON }),
    ).toEqual([]);
  });

  describe('a 10:00 slot is 10:00 in London across the clock changes', () => {
    const weekend = rules({
      weekly: (['sat', 'sun', 'mon'] as const).map((day) => ({ day, from: '10:00', to: '10:30' })),
    });
    const slotsFrom = (now: string) =>
      starts(freeSlots({ rules: weekend, durationMinutes: 30, busy: [], now: at(now) }));

    test.each([
      // Clocks go forward on the last Sunday of March: 10:00 GMT on Saturday, 10:00 BST after.
      [
        'March 2026',
        '2026-03-27T12:00:00Z',
        ['2026-03-28T10:00', '2026-03-29T09:00', '2026-03-30T09:00'],
      ],
      [
        'March 2027',
        '2027-03-26T12:00:00Z',
        ['2027-03-27T10:00', '2027-03-28T09:00', '2027-03-29T09:00'],
      ],
      // Clocks go back on the last Sunday of October: 10:00 BST on Saturday, 10:00 GMT after.
      [
        'October 2026',
        '2026-10-23T12:00:00Z',
        ['2026-10-24T09:00', '2026-10-25T10:00', '2026-10-26T10:00'],
      ],
      [
        'October 2027',
        '2027-10-29T12:00:00Z',
        ['2027-10-30T09:00', '2027-10-31T10:00', '2027-11-01T10:00'],
      ],
    ])('%s', (_label, now, expected) => {
      expect(slotsFrom(now)).toEqual(expected.map((time) => `${time}:00.000Z`));
    });

    test('the horizon counts London days over a clock change (not 24-hour blocks)', () => {
      // Saturday 24 October 2026 10:30 BST; one day on is Sunday 10:30 GMT (25 hours later), so
      // Sunday's 10:00 GMT slot is inside a one-day horizon.
      const slots = freeSlots({
        rules: { ...weekend, horizonDays: 1 },
        durationMinutes: 30,
        busy: [],
        now: at('2026-10-24T09:30:00Z'),
      });
      expect(starts(slots)).toEqual(['2026-10-25T10:00:00.000Z']);
    });

    test('notice hours are real hours over a clock change', () => {
      // Saturday 28 March 2026 12:00 GMT + 22 h = Sunday 11:00 BST: Sunday's 10:00 is too soon.
      const slots = freeSlots({
        rules: { ...weekend, noticeHours: 22, horizonDays: 3 },
        durationMinutes: 30,
        busy: [],
        now: at('2026-03-28T12:00:00Z'),
      });
      expect(starts(slots)).toEqual(['2026-03-30T09:00:00.000Z']);
    });
  });
});
