import { screen, waitFor, within } from '@testing-library/react';
import type { Interview } from 'shared-kernel/contract';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { interview } from '../../test/fixtures-hiring';
import { ATTENDANCE } from '../../texts-booking';
import Interviews from './Interviews';

// Marking attendance (issue 32): only once the start has passed; then the mark, and after an
// attended trial shift its outcome. The attendance API is faked as the other screens' APIs are.

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const trial = interview({
  id: 'started',
  applicationId: 'a1',
  startsAt: inMinutes(-30),
  kind: 'trial_shift',
  hourlyRate: 12.5,
  attendance: null,
});
const later = interview({
  id: 'later',
  applicationId: 'a2',
  startsAt: inMinutes(24 * 60),
  candidate: { id: 'c2', name: 'Sam Lee' },
  attendance: null,
});

function api(list: { upcoming: Interview[]; past: Interview[] }) {
  let current = list;
  return fakeApi({
    'GET /api/interviews': () => ok(current),
    'POST /api/interviews/started/attendance': (call) => {
      const { attendance } = call.body as { attendance: 'attended' | 'no_show' };
      const marked = { ...trial, attendance };
      current = { upcoming: [marked, later], past: [] };
      return ok(marked);
    },
    'POST /api/jobs/j1/applications/bulk-reject': ok({ rejected: ['a1'], skipped: [] }),
  });
}

test('a trial shift shows its pay; only a started one can be marked', async () => {
  api({ upcoming: [trial, later], past: [] });
  renderScreen(<Interviews />);
  expect(await screen.findByText(/Paid trial shift · £12\.50\/hour/)).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: ATTENDANCE.markFor(ATTENDANCE.attended, 'Maya Okafor') }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: ATTENDANCE.markFor(ATTENDANCE.noShow, 'Maya Okafor') }),
  ).toBeInTheDocument();
  // The one tomorrow: an interview (no kind given), not markable yet.
  expect(screen.getByText(/^Interview · 45 min/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Sam Lee/ })).not.toBeInTheDocument();
});

test('marking attended posts it, shows the mark and asks for the trial’s outcome', async () => {
  const { calls } = api({ upcoming: [trial, later], past: [] });
  const user = setupUser();
  renderScreen(<Interviews />);
  await user.click(
    await screen.findByRole('button', {
      name: ATTENDANCE.markFor(ATTENDANCE.attended, 'Maya Okafor'),
    }),
  );
  const outcome = await screen.findByRole('region', { name: ATTENDANCE.outcome });
  expect(calls.find((c) => c.url.endsWith('/attendance'))!.body).toEqual({
    attendance: 'attended',
  });
  expect(screen.getByText(ATTENDANCE.marked.attended)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark attended/ })).not.toBeInTheDocument();
  expect(within(outcome).getByRole('link', { name: ATTENDANCE.offer })).toHaveAttribute(
    'href',
    '/job-applications/j1?application=a1',
  );

  await user.click(within(outcome).getByRole('button', { name: ATTENDANCE.reject }));
  const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('bulk-reject'))).toBe(true));
  expect(calls.find((c) => c.url.endsWith('bulk-reject'))!.body).toMatchObject({
    applicationIds: ['a1'],
  });
});

test('a no-show shows as such, with no outcome prompt', async () => {
  api({ upcoming: [{ ...trial, attendance: 'no_show' }], past: [] });
  renderScreen(<Interviews />);
  expect(await screen.findByText(ATTENDANCE.marked.no_show)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: ATTENDANCE.outcome })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
});
