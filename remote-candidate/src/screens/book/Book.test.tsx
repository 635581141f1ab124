import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser, type FetchCall } from 'shared-kernel/testing';
import Book from './Book';
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
  videoUrl: null,
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
const day = (name: string) => screen.getByRole('region', { name });

describe('slotsByDay', () => {
  it('groups by the London day, not the UTC one', () => {
    // 23:30Z on Saturday 24 October is 00:30 BST on Sunday 25 October.
    const late = slot('2026-10-24T23:30:00Z', '2026-10-25T00:00:00Z');
    expect(slotsByDay([FRIDAY_10, late, MONDAY_10]).map((d) => [d.label, d.slots.length])).toEqual([
      ['Friday 23 October', 1],
      ['Sunday 25 October', 1],
      ['Monday 26 October', 1],
    ]);
  });
});

describe('Book', () => {
  it('shows the offer and the free times by London day, on both sides of the clock change', async () => {
    fakeApi({ [SLOTS_URL]: { status: 200, body: offer() } });
    renderBook();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your interview' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bartender at Harbour Kitchen')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('The Harbour, 12 Quay Street, Bristol BS1 4DJ')).toBeInTheDocument();
    expect(screen.getByText('Ask for Jordan at the bar.')).toBeInTheDocument();

    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Friday 23 October', 'Monday 26 October', 'Monday 30 November']);
    const times = (name: string) =>
      within(day(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(times('Friday 23 October')).toEqual(['10:00–10:30', '10:30–11:00']);
    // After the clocks go back, 10:00Z is still 10:00 in London.
    expect(times('Monday 26 October')).toEqual(['10:00–10:30']);
    expect(times('Monday 30 November')).toEqual(['10:00–10:30']);
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
  });

  it('one tap selects, Confirm books that time, then the confirmation takes focus', async () => {
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
    const monday = within(await screen.findByRole('region', { name: 'Monday 26 October' }));
    const ten = monday.getByRole('button', { name: '10:00–10:30' });
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    await user.click(ten);
    expect(ten).toHaveAttribute('aria-pressed', 'true');
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
    const friday = within(await screen.findByRole('region', { name: 'Friday 23 October' }));
    await user.click(friday.getByRole('button', { name: '10:00–10:30' }));
    await user.click(screen.getByRole('button', { name: 'Confirm 10:00 on Friday 23 October' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That time has just been taken');
    await waitFor(() =>
      expect(friday.queryByRole('button', { name: '10:00–10:30' })).not.toBeInTheDocument(),
    );
    expect(friday.getByRole('button', { name: '10:30–11:00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('already booked: the confirmation at once; Reschedule offers the times and moves it', async () => {
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
    await user.click(
      within(day('Monday 30 November')).getByRole('button', { name: '10:00–10:30' }),
    );
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
    await user.click(
      within(await screen.findByRole('region', { name: 'Monday 26 October' })).getByRole('button'),
    );
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
    expect(
      within(day('Friday 23 October')).getByRole('button', { name: '10:00–10:30' }),
    ).toBeInTheDocument();
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/interviews/i1/cancel']);
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
