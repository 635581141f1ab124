import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser, type FetchCall } from 'shared-kernel/testing';
import Book from './Book';
import { tileAfter } from './ChoiceTiles';
import { slotsByDay } from './slot-days';

const slot = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });

// London: 10:00 BST on Friday 23 October 2026 is 09:00Z; the clocks go back on Sunday 25
// October, so 10:00 GMT on Monday 26 October is 10:00Z.
const FRIDAY_10 = slot('2026-10-23T09:00:00Z', '2026-10-23T09:30:00Z');
const FRIDAY_1030 = slot('2026-10-23T09:30:00Z', '2026-10-23T10:00:00Z');
const MONDAY_10 = slot('2026-10-26T10:00:00Z', '2026-10-26T10:30:00Z');
const NOVEMBER_10 = slot('2026-11-30T10:00:00Z', '2026-11-30T10:30:00Z');
const SLOTS = [FRIDAY_10, FRIDAY_1030, MONDAY_10, NOVEMBER_10];

const interview = (startsAt: string, extra: object = {}) => ({
  id: 'i1',
  applicationId: 'app1',
  status: 'confirmed',
  mode: 'in_person',
  startsAt,
  durationMinutes: 30,
  location: null,
  meetingUrl: null,
  interviewerName: 'Jordan Lee',
  job: { id: 'j1', title: 'Bartender' },
  company: { id: 'c1', name: 'Harbour Kitchen' },
  candidate: { id: 'u1', name: 'Sam' },
  kind: 'interview',
  selfBooked: true,
  ...extra,
});

const offer = (extra: object = {}) => ({
  kind: 'interview',
  durationMinutes: 30,
  slots: SLOTS,
  mode: 'in_person',
  message: 'Ask for Jordan at the bar.',
  companyName: 'Harbour Kitchen',
  jobTitle: 'Bartender',
  interviewerName: 'Jordan Lee',
  venue: { name: 'The Harbour', address: '12 Quay Street', city: 'Bristol', postcode: 'BS1 4DJ' },
  booked: null,
  ...extra,
});

const SLOTS_URL = 'GET /api/applications/app1/slots';
const renderBook = (route = '/book/app1') =>
  renderScreen(<Book />, { route, path: '/book/:applicationId' });
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');
const daysGroup = () => screen.getByRole('radiogroup', { name: 'Day' });
const timesGroup = () => screen.getByRole('radiogroup', { name: /^Times on / });
/** A day's tile, by its short name ('Mon 26 Oct'). */
const dayTile = (short: string) =>
  within(daysGroup()).getByRole('radio', { name: new RegExp(`^${short}`) });
const timeTile = (label: string) =>
  within(timesGroup()).getByRole('radio', { name: new RegExp(`^${label}`) });
const texts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((r) => r.textContent);

describe('slotsByDay', () => {
  it('groups by the London day, not the UTC one', () => {
    // 23:30Z on Saturday 24 October is 00:30 BST on Sunday 25 October.
    const late = slot('2026-10-24T23:30:00Z', '2026-10-25T00:00:00Z');
    expect(
      slotsByDay([FRIDAY_10, late, MONDAY_10]).map((d) => [d.label, d.short, d.slots.length]),
    ).toEqual([
      ['Friday 23 October', 'Fri 23 Oct', 1],
      ['Sunday 25 October', 'Sun 25 Oct', 1],
      ['Monday 26 October', 'Mon 26 Oct', 1],
    ]);
  });
});

describe('tileAfter (arrow keys in a group of tiles)', () => {
  const tiles = [{ value: 'a' }, { value: 'b', disabled: true }, { value: 'c' }].map((t) => ({
    ...t,
    content: t.value,
  }));
  it('steps over a disabled tile, wraps at the ends, Home and End go to the ends', () => {
    expect(tileAfter(tiles, 0, 'ArrowRight')).toBe(2);
    expect(tileAfter(tiles, 2, 'ArrowDown')).toBe(0);
    expect(tileAfter(tiles, 0, 'ArrowLeft')).toBe(2);
    expect(tileAfter(tiles, 2, 'ArrowUp')).toBe(0);
    expect(tileAfter(tiles, 2, 'Home')).toBe(0);
    expect(tileAfter(tiles, 0, 'End')).toBe(2);
    expect(tileAfter(tiles, 0, 'a')).toBeNull();
  });
});

describe('Book', () => {
  it('day first: the days with free times and their counts, then the chosen day’s times (London, both sides of the clock change)', async () => {
    fakeApi({ [SLOTS_URL]: { status: 200, body: offer() } });
    renderBook();
    const user = setupUser();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your interview' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bartender at Harbour Kitchen')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('The Harbour, 12 Quay Street, Bristol BS1 4DJ')).toBeInTheDocument();
    expect(screen.getByText('Ask for Jordan at the bar.')).toBeInTheDocument();

    expect(texts(daysGroup())).toEqual([
      'Fri 23 Oct2 times',
      'Mon 26 Oct1 time',
      'Mon 30 Nov1 time',
    ]);
    // The first day is chosen: its times show.
    expect(dayTile('Fri 23 Oct')).toHaveAttribute('aria-checked', 'true');
    expect(timesGroup()).toHaveAccessibleName('Times on Friday 23 October');
    expect(texts(timesGroup())).toEqual(['10:00', '10:30']);
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();

    // Choosing another day shows its times and takes focus to the first of them.
    await user.click(dayTile('Mon 26 Oct'));
    expect(dayTile('Mon 26 Oct')).toHaveAttribute('aria-checked', 'true');
    expect(timesGroup()).toHaveAccessibleName('Times on Monday 26 October');
    // After the clocks go back, 10:00Z is still 10:00 in London.
    expect(texts(timesGroup())).toEqual(['10:00']);
    expect(timeTile('10:00')).toHaveFocus();
    expect(timeTile('10:00')).toHaveAttribute('aria-checked', 'false');
  });

  it('by keyboard: each group is one Tab stop, arrows browse the days, Enter goes to the times, Confirm is the next Tab after a time', async () => {
    fakeApi({ [SLOTS_URL]: { status: 200, body: offer() } });
    renderBook();
    const user = setupUser();
    await screen.findByRole('radiogroup', { name: 'Day' });
    // Tab reaches the chosen day; the next Tab leaves the days for the times (one stop each).
    while (!daysGroup().contains(document.activeElement)) await user.tab();
    expect(dayTile('Fri 23 Oct')).toHaveFocus();
    await user.tab();
    expect(timeTile('10:00')).toHaveFocus();
    await user.tab({ shift: true });

    // Arrows choose a day and stay on the days; the times follow.
    await user.keyboard('{ArrowRight}');
    expect(dayTile('Mon 26 Oct')).toHaveFocus();
    expect(timesGroup()).toHaveAccessibleName('Times on Monday 26 October');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dayTile('Fri 23 Oct')).toHaveFocus();
    // Enter takes focus to the day's first time.
    await user.keyboard('{Enter}');
    expect(timeTile('10:00')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(timeTile('10:30')).toHaveFocus();
    expect(timeTile('10:30')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp} ');
    expect(timeTile('10:00')).toHaveAttribute('aria-checked', 'true');

    // From the chosen time, Confirm is one Tab away (the brief's limit is 3).
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'Confirm 10:00 on Friday 23 October' }),
    ).toHaveFocus();
  });

  it('Confirm books the chosen time, then the confirmation takes focus, in place of the details', async () => {
    let booked: object | null = null;
    const { calls } = fakeApi({
      [SLOTS_URL]: () => ({ status: 200, body: offer({ booked }) }),
      'POST /api/applications/app1/book': (call) => {
        booked = interview((call.body as { startsAt: string }).startsAt);
        return { status: 201, body: booked };
      },
    });
    renderBook();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /^Mon 26 Oct/ }));
    const ten = timeTile('10:00');
    await user.click(ten);
    expect(ten).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Confirm 10:00 on Monday 26 October' }));

    const heading = await screen.findByRole('heading', { name: 'You are booked' });
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/applications/app1/book',
        body: { startsAt: '2026-10-26T10:00:00Z' },
      }),
    ]);
    await waitFor(() => expect(heading).toHaveFocus());
    const confirmation = screen.getByRole('region', { name: 'You are booked' });
    expect(confirmation).toHaveTextContent('Monday 26 October, 10:00–10:30');
    expect(confirmation).toHaveTextContent('The Harbour, 12 Quay Street, Bristol BS1 4DJ');
    expect(within(confirmation).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/interviews/i1/calendar.ics',
    );
    // The confirmation says it all: no second list of details; the employer's message stays.
    expect(screen.queryByRole('heading', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.getByText('Ask for Jordan at the bar.')).toBeInTheDocument();
  });

  it('a time just taken says so and reads the times again, keeping the page', async () => {
    let slots = SLOTS;
    const { calls } = fakeApi({
      [SLOTS_URL]: () => ({ status: 200, body: offer({ slots }) }),
      'POST /api/applications/app1/book': () => {
        slots = SLOTS.filter((s) => s !== FRIDAY_10);
        return { status: 409, body: { message: 'That time has just been taken' } };
      },
    });
    renderBook();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /^10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm 10:00 on Friday 23 October' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That time has just been taken');
    await waitFor(() => expect(texts(timesGroup())).toEqual(['10:30']));
    expect(dayTile('Fri 23 Oct')).toHaveTextContent('1 time');
    expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('already booked: the confirmation at once; Reschedule marks the current time, does not offer it, and moves it', async () => {
    let booked = interview(FRIDAY_10.startsAt);
    const { calls } = fakeApi({
      [SLOTS_URL]: () => ({ status: 200, body: offer({ booked }) }),
      'POST /api/interviews/i1/reschedule': (call) => {
        booked = interview((call.body as { startsAt: string }).startsAt);
        return { status: 200, body: booked };
      },
    });
    renderBook();
    const user = setupUser();
    const confirmation = await screen.findByRole('region', { name: 'You are booked' });
    expect(confirmation).toHaveTextContent('Friday 23 October, 10:00–10:30');
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).not.toBeInTheDocument();

    await user.click(within(confirmation).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus(),
    );
    // The current time's day is open; the time is marked and cannot be chosen.
    expect(dayTile('Fri 23 Oct')).toHaveAttribute('aria-checked', 'true');
    expect(dayTile('Fri 23 Oct')).toHaveTextContent('Fri 23 Oct1 timeYour time');
    const current = timeTile('10:00');
    expect(current).toHaveTextContent('10:00Your current time');
    expect(current).toBeDisabled();
    expect(timeTile('10:30')).toHaveAttribute('tabindex', '0');

    await user.click(dayTile('Mon 30 Nov'));
    await user.click(timeTile('10:00'));
    await user.click(screen.getByRole('button', { name: 'Confirm 10:00 on Monday 30 November' }));

    expect(
      await screen.findByText('Monday 30 November, 10:00–10:30', { exact: false }),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/interviews/i1/reschedule',
        body: { startsAt: NOVEMBER_10.startsAt },
      }),
    ]);
  });

  it('?reschedule= opens on the times to move that booking', async () => {
    const { calls } = fakeApi({
      [SLOTS_URL]: { status: 200, body: offer({ booked: interview(FRIDAY_10.startsAt) }) },
      'POST /api/interviews/i1/reschedule': { status: 200, body: interview(MONDAY_10.startsAt) },
    });
    const { where } = renderBook('/book/app1?reschedule=i1');
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /^Mon 26 Oct/ }));
    await user.click(timeTile('10:00'));
    await user.click(screen.getByRole('button', { name: 'Confirm 10:00 on Monday 26 October' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeInTheDocument();
    expect(posts(calls)[0].url).toBe('/api/interviews/i1/reschedule');
    expect(where().path).toBe('/book/app1');
  });

  it('Cancel asks first, cancels, then offers the times again', async () => {
    let booked: object | null = interview(FRIDAY_10.startsAt);
    const { calls } = fakeApi({
      [SLOTS_URL]: () => ({ status: 200, body: offer({ booked }) }),
      'POST /api/interviews/i1/cancel': () => {
        booked = null;
        return { status: 200, body: interview(FRIDAY_10.startsAt, { status: 'cancelled' }) };
      },
    });
    renderBook();
    const user = setupUser();
    const confirmation = await screen.findByRole('region', { name: 'You are booked' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Friday 23 October, 10:00–10:30');
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.getByText('Booking cancelled')).toBeInTheDocument();
    expect(timeTile('10:00')).toBeEnabled();
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/interviews/i1/cancel']);
  });

  it('a video call shows its meeting link, on the page and once booked', async () => {
    const MEET = 'https://meet.example.com/harbour-kitchen';
    let booked: object | null = null;
    fakeApi({
      [SLOTS_URL]: () => ({
        status: 200,
        body: offer({ mode: 'video', venue: null, meetingUrl: MEET, booked }),
      }),
      'POST /api/applications/app1/book': (call) => {
        booked = interview((call.body as { startsAt: string }).startsAt, { mode: 'video' });
        return { status: 201, body: booked };
      },
    });
    renderBook();
    const user = setupUser();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: MEET })).toHaveAttribute('href', MEET);
    await user.click(timeTile('10:00'));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    const confirmation = await screen.findByRole('region', { name: 'You are booked' });
    expect(within(confirmation).getByRole('link', { name: MEET })).toHaveAttribute('href', MEET);
  });

  it('no meeting link in person, nor for a video call without one', async () => {
    fakeApi({
      [SLOTS_URL]: { status: 200, body: offer({ meetingUrl: 'https://meet.example.com/x' }) },
    });
    const { unmount } = renderBook();
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('link', { name: /^https:/ })).not.toBeInTheDocument();
    unmount();
    fakeApi({ [SLOTS_URL]: { status: 200, body: offer({ mode: 'video', venue: null }) } });
    renderBook();
    expect(await screen.findByText('Video call')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^https:/ })).not.toBeInTheDocument();
  });

  it('a paid trial shift shows its rate, length and the kind of call', async () => {
    fakeApi({
      [SLOTS_URL]: {
        status: 200,
        body: offer({
          kind: 'trial_shift',
          durationMinutes: 180,
          hourlyRate: 13.5,
          mode: 'video',
          venue: null,
        }),
      },
    });
    renderBook();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your paid trial shift' }),
    ).toBeInTheDocument();
    expect(screen.getByText('£13.50 an hour, paid')).toBeInTheDocument();
    expect(screen.getByText('3 hours')).toBeInTheDocument();
    expect(screen.getByText('Video call')).toBeInTheDocument();
  });

  it('a link that is not theirs (404) says so, with a way to their applications', async () => {
    fakeApi({ [SLOTS_URL]: { status: 404, body: { message: 'Not found' } } });
    renderBook();
    expect(await screen.findByText('There is nothing to book here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('no free times: says so and points to the application page', async () => {
    fakeApi({ [SLOTS_URL]: { status: 200, body: offer({ slots: [] }) } });
    renderBook();
    expect(await screen.findByText('No free times right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your application' })).toHaveAttribute(
      'href',
      '/applications/app1',
    );
  });

  it('a failed read shows Retry', async () => {
    fakeApi({ [SLOTS_URL]: { status: 500, body: { message: 'Server down' } } });
    renderBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
