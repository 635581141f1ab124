import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { jobApplication } from '../../test/fixtures-hiring';
import { REJECT } from '../../texts-board';
import { INVITE } from '../../texts-booking';
import JobApplications from './JobApplications';

const job = {
  id: 'j1',
  title: 'Bartender',
  skills: ['cocktails'],
  salaryType: 'hourly',
  salaryAmount: 12.5,
  pay: '£12.50/hour',
  tips: { kind: 'tips' },
  status: 'open',
  venue: { id: 'v1', name: 'The Anchor', city: 'Leeds' },
};
const application = jobApplication;

const page = (items: ReturnType<typeof application>[]) =>
  ok({ items, total: items.length, page: 1, pageSize: 50 });

const board = (items: ReturnType<typeof application>[], extra: Record<string, unknown> = {}) =>
  fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': page(items),
    'GET /api/jobs/j1/application-labels': ok({
      items: [{ applicationId: 'a1', tags: ['weekend'], notes: 2 }],
      companyTags: ['weekend'],
    }),
    'GET /api/conversations': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    ...extra,
  });

const render = (route = '/job-applications/j1') =>
  renderScreen(
    <Routes>
      <Route path="/job-applications/:id" element={<JobApplications />} />
      <Route path="/talent-pool/messages/:id" element={<p>Conversation page</p>} />
    </Routes>,
    { route },
  );

/** jsdom has no matchMedia: answer every query (MUI's useMediaQuery) with `matches`. */
function screenIsPhone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('one column per status with its count; cards show scores, tags and notes', async () => {
  board([
    application('a1', 'Maya Okafor', 'applied'),
    application('a2', 'Sam Lee', 'offered'),
    application('a3', 'Jo King', 'applied'),
  ]);
  render();
  const applied = await screen.findByRole('region', { name: 'Applied (2)' });
  // The job's base pay, its tips beside it (issue 43).
  expect(screen.getByText('The Anchor, Leeds · £12.50/hour + tips')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Offered (1)' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Accepted (0)' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Withdrawn (0)' })).toBeInTheDocument();
  const maya = within(applied)
    .getAllByTestId('pipeline-card')
    .find((card) => within(card).queryByText('Maya Okafor'))!;
  expect(within(maya).getByText('Skills 100%')).toBeInTheDocument();
  expect(within(maya).getByText('Culture 82%')).toBeInTheDocument();
  expect(await within(maya).findByText('weekend')).toBeInTheDocument();
  expect(within(maya).getByText('2 notes')).toBeInTheDocument();
  expect(within(maya).getByRole('button', { name: 'Drag Maya Okafor' })).toBeInTheDocument();
});

test('the keyboard "Move to…" menu: Interviewed opens the schedule-interview dialog', async () => {
  const { calls } = board([application('a1', 'Maya Okafor', 'applied')]);
  render();
  const user = setupUser();
  const move = await screen.findByRole('button', { name: 'Move to… (Maya Okafor)' });
  act(() => move.focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // Applied can go to reviewed, interviewed (with an interview) or be rejected; never offered.
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Reviewed', 'Interviewed', 'Rejected']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Schedule interview' })).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});

test('moving to Offered opens the offer dialog, with the response deadline', async () => {
  board([application('a1', 'Maya Okafor', 'reviewed')]);
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Move to… (Maya Okafor)' }));
  await user.click(screen.getByRole('menuitem', { name: 'Offered' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
  expect(within(dialog).getByLabelText('Response deadline')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Start date')).toHaveAttribute('min');
});

test('Reviewed is a plain status change', async () => {
  const { calls } = board([application('a1', 'Maya Okafor', 'applied')], {
    'PATCH /api/applications/a1/status': ok({ id: 'a1', status: 'reviewed' }),
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Move to… (Maya Okafor)' }));
  await user.click(screen.getByRole('menuitem', { name: 'Reviewed' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ status: 'reviewed' });
});

test('on a phone, the stage picker shows counts and opens on the first stage with people', async () => {
  screenIsPhone(true);
  board([
    application('a2', 'Sam Lee', 'interviewed'),
    application('a3', 'Jo King', 'interviewed'),
    application('a4', 'Ana Silva', 'rejected'),
  ]);
  render();
  const picker = await screen.findByLabelText('Stage');
  expect(picker).toHaveValue('interviewed');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Applied (0)',
    'Reviewed (0)',
    'Interviewed (2)',
    'Offered (0)',
    'Accepted (0)',
    'Declined (0)',
    'Rejected (1)',
    'Withdrawn (0)',
  ]);
  const stage = screen.getByRole('region', { name: 'Interviewed (2)' });
  expect(within(stage).getAllByTestId('pipeline-card')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
  await setupUser().selectOptions(picker, 'rejected');
  expect(
    within(screen.getByRole('region', { name: 'Rejected (1)' })).getByText('Ana Silva'),
  ).toBeInTheDocument();
});

test('search by name or e-mail and sort by name', async () => {
  board([
    application('a1', 'Maya Okafor', 'applied', { appliedAt: '2026-03-01T10:00:00.000Z' }),
    application('a3', 'Jo King', 'applied', { appliedAt: '2026-03-03T10:00:00.000Z' }),
    application('a5', 'Ana Silva', 'applied', { appliedAt: '2026-03-02T10:00:00.000Z' }),
  ]);
  render();
  const user = setupUser();
  const names = () =>
    within(screen.getByRole('region', { name: /^Applied/ }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  await screen.findByRole('region', { name: 'Applied (3)' });
  expect(names()).toEqual(['Jo King', 'Ana Silva', 'Maya Okafor']);
  await user.selectOptions(screen.getByLabelText('Sort'), 'name');
  expect(names()).toEqual(['Ana Silva', 'Jo King', 'Maya Okafor']);
  await user.type(screen.getByLabelText('Search applicants'), 'a3@example');
  expect(await screen.findByRole('region', { name: 'Applied (1)' })).toBeInTheDocument();
  expect(names()).toEqual(['Jo King']);
  await user.clear(screen.getByLabelText('Search applicants'));
  await user.type(screen.getByLabelText('Search applicants'), 'nobody');
  expect(screen.getByText('No applicants match “nobody”')).toBeInTheDocument();
});

test('bulk reject needs a message, which starts from the template', async () => {
  const { calls } = board(
    [application('a1', 'Maya Okafor', 'applied'), application('a3', 'Jo King', 'reviewed')],
    { 'POST /api/jobs/j1/applications/bulk-reject': ok({ rejected: ['a1', 'a3'], skipped: [] }) },
  );
  render();
  const user = setupUser();
  await user.click(await screen.findByLabelText('Select Maya Okafor'));
  await user.click(screen.getByLabelText('Select Jo King'));
  await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject 2 applications?' });
  const message = within(dialog).getByLabelText(/Message to the candidate/);
  expect(message).toHaveValue(REJECT.template('Bartender'));
  await user.clear(message);
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('Write a message to the candidates')).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('bulk-reject'))).toBe(false);
  await user.type(message, 'Thank you!');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('bulk-reject'))).toBe(true));
  expect(calls.find((c) => c.url.endsWith('bulk-reject'))!.body).toEqual({
    applicationIds: ['a1', 'a3'],
    message: 'Thank you!',
  });
});

test('Message opens the existing conversation; Export CSV links to the download', async () => {
  board([application('a1', 'Maya Okafor', 'applied')], {
    'GET /api/conversations': ok({
      items: [
        {
          id: 'conv1',
          candidateId: 'c-a1',
          candidateName: 'Maya Okafor',
          lastMessageAt: null,
          unreadCount: 0,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    }),
  });
  render();
  expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/jobs/j1/applicants.csv',
  );
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Message Maya Okafor' }));
  expect(await screen.findByText('Conversation page')).toBeInTheDocument();
});

test('Message with no conversation yet: the first message starts one and opens it', async () => {
  const { calls } = board([application('a1', 'Maya Okafor', 'applied')], {
    'POST /api/conversations': ok({
      conversation: {
        id: 'conv9',
        candidateId: 'c-a1',
        candidateName: 'Maya Okafor',
        lastMessageAt: null,
        unreadCount: 0,
      },
      message: { id: 'm1', senderId: 'r1', fromCandidate: false, body: 'Hi', createdAt: '' },
    }),
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Message Maya Okafor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message Maya Okafor' });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(within(dialog).getByText('Write a message')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Your message'), 'Are you free on Friday?');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Conversation page')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    candidateId: 'c-a1',
    body: 'Are you free on Friday?',
  });
});

test('a card says "Invited to book" while its invitation is not booked', async () => {
  board([
    application('a1', 'Maya Okafor', 'reviewed', {
      openInvitation: { kind: 'interview', createdAt: '2026-03-04T10:00:00.000Z' },
    }),
    application('a3', 'Jo King', 'reviewed'),
  ]);
  render();
  const cards = await screen.findAllByTestId('pipeline-card');
  const card = (name: string) => cards.find((c) => within(c).queryByText(name))!;
  expect(within(card('Maya Okafor')).getByText(INVITE.invited('interview'))).toBeInTheDocument();
  expect(within(card('Jo King')).queryByText(INVITE.invited('interview'))).not.toBeInTheDocument();
});

test("a card lists the applicant's certificates as chips, an expired one marked (issue 43)", async () => {
  const base = application('a1', 'Maya Okafor', 'applied');
  board([
    application('a1', 'Maya Okafor', 'applied', {
      candidate: {
        ...base.candidate,
        profile: {
          ...base.candidate.profile,
          certificates: [
            { kind: 'personal_licence', reference: 'PL-1', expiresOn: '2099-01-01' },
            { kind: 'first_aid', expiresOn: '2020-01-01' },
          ],
        },
      },
    }),
    application('a2', 'Sam Lee', 'applied'),
  ]);
  render();
  const cards = await screen.findAllByTestId('pipeline-card');
  const maya = cards.find((card) => within(card).queryByText('Maya Okafor'))!;
  const list = within(maya).getByRole('list', { name: 'Certificates' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Personal licence', 'First aid (expired)']);
  const sam = cards.find((card) => within(card).queryByText('Sam Lee'))!;
  expect(within(sam).queryByRole('list', { name: 'Certificates' })).not.toBeInTheDocument();
});
