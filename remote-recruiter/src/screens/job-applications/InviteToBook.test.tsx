import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DEFAULT_BOOKING_RULES } from 'shared-kernel/rules';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { interview, jobApplication } from '../../test/fixtures-hiring';
import { INVITE } from '../../texts-booking';
import JobApplications from './JobApplications';

// "Invite to book" from the board card, the bulk bar and the applicant drawer (issue 32).

const job = {
  id: 'j1',
  title: 'Bartender',
  skills: ['cocktails'],
  salaryType: 'hourly',
  salaryAmount: 12.5,
  pay: '£12.50/hour',
  tips: { kind: 'none' },
  status: 'open',
  venue: { id: 'v1', name: 'The Anchor', city: 'Leeds' },
};
const applications = [
  jobApplication('a1', 'Maya Okafor', 'applied'),
  jobApplication('a2', 'Sam Lee', 'reviewed'),
];
const invited = { status: 201, body: {} };

function board() {
  return fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': ok({ items: applications, total: 2, page: 1, pageSize: 50 }),
    'GET /api/jobs/j1/application-labels': ok({ items: [], companyTags: [] }),
    'GET /api/me/availability': ok({ venueId: null, ...DEFAULT_BOOKING_RULES, datesOff: [] }),
    'GET /api/applications/a1/details': ok({
      interviews: [interview({ kind: 'trial_shift', hourlyRate: 11.44, attendance: 'no_show' })],
      offer: null,
      scorecards: [],
    }),
    'GET /api/applications/a1/notes': ok({ notes: [], tags: [] }),
    'POST /api/applications/a1/booking': invited,
    'POST /api/applications/a2/booking': invited,
  });
}

const render = (route = '/job-applications/j1') =>
  renderScreen(
    <Routes>
      <Route path="/job-applications/:id" element={<JobApplications />} />
    </Routes>,
    { route },
  );

const posted = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.url);

test('a card invites its candidate', async () => {
  const { calls } = board();
  const user = setupUser();
  render();
  await user.click(await screen.findByRole('button', { name: INVITE.actionFor('Sam Lee') }));
  const dialog = screen.getByRole('dialog', { name: 'Invite Sam Lee to book' });
  await user.click(within(dialog).getByRole('button', { name: INVITE.send }));
  await waitFor(() => expect(posted(calls)).toEqual(['/api/applications/a2/booking']));
});

test('the bulk bar invites every selected application, one POST each', async () => {
  const { calls } = board();
  const user = setupUser();
  render();
  expect(await screen.findByRole('button', { name: INVITE.bulkAction(0) })).toBeDisabled();
  await user.click(screen.getByLabelText('Select Maya Okafor'));
  await user.click(screen.getByLabelText('Select Sam Lee'));
  await user.click(screen.getByRole('button', { name: INVITE.bulkAction(2) }));
  const dialog = screen.getByRole('dialog', { name: 'Invite 2 candidates to book' });
  await user.click(within(dialog).getByRole('button', { name: INVITE.send }));
  await waitFor(() =>
    expect(posted(calls)).toEqual(['/api/applications/a1/booking', '/api/applications/a2/booking']),
  );
  // The selection is cleared once sent.
  expect(await screen.findByRole('button', { name: INVITE.bulkAction(0) })).toBeDisabled();
});

test('the drawer invites, and shows a trial shift with its pay and its mark', async () => {
  const { calls } = board();
  const user = setupUser();
  render('/job-applications/j1?application=a1');
  const drawer = await screen.findByRole('dialog', { name: 'Maya Okafor' });
  expect(await within(drawer).findByText(/Paid trial shift · £11\.44\/hour/)).toBeInTheDocument();
  expect(within(drawer).getByText(/No-show/)).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: INVITE.action }));
  const dialog = screen.getByRole('dialog', { name: 'Invite Maya Okafor to book' });
  await user.click(within(dialog).getByRole('button', { name: INVITE.send }));
  await waitFor(() => expect(posted(calls)).toEqual(['/api/applications/a1/booking']));
});
