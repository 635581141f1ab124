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
  videoUrl: null,
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
});
