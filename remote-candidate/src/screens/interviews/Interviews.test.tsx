import { screen, within } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import Interviews from './Interviews';

const interview = (id: string, status: string, startsAt: string) => ({
  id,
  applicationId: `a-${id}`,
  status,
  mode: 'in_person',
  startsAt,
  durationMinutes: 45,
  location: '12 Quay Street',
  meetingUrl: null,
  interviewerName: 'Jordan',
  job: { id: 'j1', title: `Bartender ${id}` },
  company: { id: 'c1', name: 'Harbour Kitchen' },
});

describe('Interviews', () => {
  it('lists upcoming and past interviews; confirming posts and reloads; a calendar file per interview', async () => {
    let status = 'scheduled';
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        status = 'confirmed';
        return { status: 200, body: interview('i1', 'confirmed', '2030-01-01T14:00:00Z') };
      }
      return {
        status: 200,
        body: {
          upcoming: [interview('i1', status, '2030-01-01T14:00:00Z')],
          past: [interview('i0', 'completed', '2020-01-01T14:00:00Z')],
        },
      };
    });
    renderScreen(<Interviews />, { route: '/interviews' });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = within(upcoming).getByRole('listitem');
    expect(card).toHaveTextContent('Bartender i1');
    expect(card).toHaveTextContent('Awaiting your confirmation');
    expect(card).toHaveTextContent('In person · 12 Quay Street · With Jordan');
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/interviews/i1/calendar.ics',
    );
    const past = screen.getByRole('region', { name: 'Past' });
    expect(past).toHaveTextContent('Completed');
    expect(
      within(past).queryByRole('button', { name: 'Confirm attendance' }),
    ).not.toBeInTheDocument();

    await setupUser().click(within(card).getByRole('button', { name: 'Confirm attendance' }));
    expect(await within(upcoming).findByText('Confirmed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/interviews/i1/confirm');
  });

  it('a self-booked paid trial shows its rate, Reschedule to the booking page and Cancel', async () => {
    let status = 'confirmed';
    const trial = () => ({
      ...interview('i2', status, '2026-10-26T10:00:00Z'),
      durationMinutes: 180,
      kind: 'trial_shift',
      hourlyRate: 13.5,
      selfBooked: true,
    });
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        status = 'cancelled';
        return { status: 200, body: trial() };
      }
      return {
        status: 200,
        body: {
          upcoming: [trial(), interview('i1', 'confirmed', '2030-01-01T14:00:00Z')],
          past: [],
        },
      };
    });
    renderScreen(<Interviews />, { route: '/interviews' });
    const user = setupUser();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const [card, recruiterScheduled] = within(upcoming).getAllByRole('listitem');
    expect(card).toHaveTextContent('Paid trial shift · £13.50 an hour, paid');
    expect(within(card).getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/book/a-i2?reschedule=i2',
    );
    // One the recruiter scheduled by hand is theirs to move: no Reschedule, no Cancel.
    expect(recruiterScheduled).not.toHaveTextContent('Paid trial shift');
    expect(
      within(recruiterScheduled).queryByRole('link', { name: 'Reschedule' }),
    ).not.toBeInTheDocument();
    expect(
      within(recruiterScheduled).queryByRole('button', { name: 'Cancel' }),
    ).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Monday 26 October, 10:00–13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(upcoming).findByText('Cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/interviews/i2/cancel',
    ]);
  });

  it('says when there are no interviews', async () => {
    mockFetch(() => ({ status: 200, body: { upcoming: [], past: [] } }));
    renderScreen(<Interviews />, { route: '/interviews' });
    expect(await screen.findByText('No upcoming interviews')).toBeInTheDocument();
    expect(screen.getByText('No past interviews yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<Interviews />, { route: '/interviews' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your interviews');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a video interview shows its meeting link; one the candidate booked asks for no confirmation', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        upcoming: [
          {
            ...interview('i3', 'scheduled', '2030-01-01T14:00:00Z'),
            mode: 'video',
            location: null,
            meetingUrl: 'https://meet.example.com/ivy',
            selfBooked: true,
          },
        ],
        past: [],
      },
    }));
    renderScreen(<Interviews />, { route: '/interviews' });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const card = within(upcoming).getByRole('listitem');
    expect(card).toHaveTextContent('Meeting link: https://meet.example.com/ivy');
    expect(
      within(card).getByRole('link', { name: 'https://meet.example.com/ivy' }),
    ).toHaveAttribute('href', 'https://meet.example.com/ivy');
    // One way to the meeting: the written-out link, not a second button beside it.
    expect(card.querySelectorAll('a[href="https://meet.example.com/ivy"]')).toHaveLength(1);
    expect(
      within(card).queryByRole('button', { name: 'Confirm attendance' }),
    ).not.toBeInTheDocument();
  });
});
