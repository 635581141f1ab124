import { screen, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import Interviews, { groupByDay } from './Interviews';

const interview = (id: string, startsAt: string, status = 'scheduled') => ({
  id,
  applicationId: `a-${id}`,
  status,
  mode: 'in_person',
  startsAt,
  durationMinutes: 30,
  location: 'The Anchor, Leeds',
  meetingUrl: null,
  interviewerName: 'Tom Reilly',
  job: { id: 'j1', title: 'Bartender' },
  company: { id: 'c1', name: 'Anchor' },
  candidate: { id: 'c1', name: 'Maya Okafor' },
});

test('groups interviews by day in order', () => {
  const groups = groupByDay([
    interview('1', '2030-05-01T09:00:00'),
    interview('2', '2030-05-01T15:00:00'),
    interview('3', '2030-05-02T09:00:00'),
  ] as never);
  expect(groups.map((g) => g.items.length)).toEqual([2, 1]);
  expect(groups[0].heading).toMatch(/1 May/);
});

test('lists each day with the calendar file, and past interviews on their tab', async () => {
  fakeApi({
    'GET /api/interviews': ok({
      upcoming: [interview('1', '2030-05-01T09:00:00')],
      past: [],
    }),
  });
  renderScreen(<Interviews />);
  const day = await screen.findByRole('region', { name: /1 May/ });
  expect(within(day).getByText('Bartender with Maya Okafor')).toBeInTheDocument();
  expect(within(day).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    '/api/interviews/1/calendar.ics',
  );
  await setupUser().click(screen.getByRole('tab', { name: 'Past' }));
  expect(screen.getByText('No past interviews')).toBeInTheDocument();
});

test('a video interview shows its meeting link', async () => {
  fakeApi({
    'GET /api/interviews': ok({
      upcoming: [
        {
          ...interview('1', '2030-05-01T09:00:00'),
          mode: 'video',
          location: null,
          meetingUrl: 'https://meet.example.com/maya',
        },
      ],
      past: [],
    }),
  });
  renderScreen(<Interviews />);
  const day = await screen.findByRole('region', { name: /1 May/ });
  expect(within(day).getByRole('link', { name: 'https://meet.example.com/maya' })).toHaveAttribute(
    'href',
    'https://meet.example.com/maya',
  );
  expect(day).toHaveTextContent('Meeting link: https://meet.example.com/maya');
});
