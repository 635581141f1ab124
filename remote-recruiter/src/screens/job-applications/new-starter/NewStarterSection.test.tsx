import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { managedJob, ok } from '../../../test/fixtures';
import { jobApplication, offer } from '../../../test/fixtures-hiring';
import {
  NEW_STARTER_APPLICATION_ID as ID,
  newStarterRecord,
  newStarterSteps,
  rightToWorkCheck,
} from '../../../test/fixtures-new-starter';
import { ApplicationPanel } from '../ApplicationPanel';
import { NewStarterSection } from './NewStarterSection';

// The application panel's new-starter pack (issue 43 item 4) as the company sees it: the steps
// for every member, the records for owners and admins.

const ONBOARDING = `/api/applications/${ID}/onboarding`;
const progress = { done: 2, total: 5, ready: false, rightToWorkChecked: false };
const withCheck = (overrides = {}) =>
  newStarterRecord({
    rightToWork: { ...newStarterRecord().rightToWork!, check: rightToWorkCheck(overrides) },
  });

const section = (checked = false) =>
  renderScreen(
    <NewStarterSection
      applicationId={ID}
      progress={{ ...progress, rightToWorkChecked: checked }}
    />,
  );

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('every member of the company', () => {
  it('sees the steps with their statuses in words, and a note that the details are the owners’', async () => {
    fakeApi({
      [`GET /api/applications/${ID}/details`]: ok({
        id: ID,
        status: 'accepted',
        job: { id: 'j1', title: 'Bartender' },
        candidate: { id: 'c1', name: 'Maya Okafor' },
        interviews: [],
        offer: offer({ status: 'accepted' }),
        scorecards: [],
      }),
      [`GET /api/applications/${ID}/notes`]: ok({ items: [] }),
      [`GET ${ONBOARDING}`]: ok(newStarterSteps()),
    });
    renderScreen(
      <ApplicationPanel
        application={jobApplication(ID, 'Maya Okafor', 'accepted', { newStarter: progress })}
        job={managedJob()}
      />,
    );
    const pack = await screen.findByRole('region', { name: 'New starter' });
    const steps = await within(pack).findByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Right to workTo do',
      'Starter checklistDone',
      'Bank detailsDone',
      'ContractOverdue',
      'PoliciesTo do',
    ]);
    expect(within(pack).getByRole('note')).toHaveTextContent(
      'Only the owner and admins see the details',
    );
    expect(within(pack).queryByRole('region', { name: 'Right to work' })).not.toBeInTheDocument();
    expect(within(pack).queryByText('QQ123456C')).not.toBeInTheDocument();
  });

  it('cannot confirm the first shift before the right-to-work check, and is told why', async () => {
    const { calls } = fakeApi({ [`GET ${ONBOARDING}`]: ok(newStarterSteps()) });
    section(false);
    const confirm = await screen.findByRole('button', { name: 'Confirm first shift' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      'Record the right-to-work check before confirming the first shift',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('confirms the first shift on the offer’s start day once checked; the API’s 409 is shown', async () => {
    const { calls } = fakeApi({
      [`GET ${ONBOARDING}`]: ok(newStarterSteps()),
      [`POST ${ONBOARDING}/first-shift`]: {
        status: 409,
        body: { message: 'Record the right-to-work check before confirming the first shift' },
      },
    });
    const user = setupUser();
    section(true);
    expect(await screen.findByLabelText('First shift on')).toHaveValue('2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Confirm first shift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Record the right-to-work check before confirming the first shift',
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ startsOn: '2026-12-07' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('a confirmed first shift says when and who', async () => {
    fakeApi({
      [`GET ${ONBOARDING}`]: ok(
        newStarterSteps({
          readyForFirstShift: true,
          firstShift: {
            startsOn: '2026-12-07',
            confirmedAt: '2026-11-30T10:00:00.000Z',
            confirmedBy: { id: '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a', name: 'Ria Patel' },
          },
        }),
      ),
    });
    section(true);
    expect(
      await screen.findByText('First shift on 7 Dec 2026, confirmed by Ria Patel'),
    ).toBeVisible();
    expect(screen.getByText('Ready for the first shift')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm first shift' })).not.toBeInTheDocument();
  });
});

describe('owners and admins (view full)', () => {
  it('see the share code for the Home Office check, the starter checklist, masked bank details and policies', async () => {
    fakeApi({ [`GET ${ONBOARDING}`]: ok(newStarterRecord()) });
    section();
    const rtw = await screen.findByRole('region', { name: 'Right to work' });
    expect(
      within(rtw).getByText('Share code (online check)', { selector: 'strong' }),
    ).toBeVisible();
    expect(within(rtw).getByText(/W4X 8YT 2ZP/)).toHaveTextContent(
      'W4X 8YT 2ZP (valid until 16 Feb 2027)',
    );
    expect(within(rtw).getByText('14 May 2001')).toBeVisible();
    expect(within(rtw).getByRole('link', { name: /Home Office employer check/ })).toHaveAttribute(
      'href',
      'https://www.gov.uk/view-right-to-work',
    );
    const starter = screen.getByRole('region', { name: 'Starter checklist' });
    expect(within(starter).getByText('Statement A')).toBeVisible();
    expect(within(starter).getByText('QQ123456C')).toBeVisible();
    expect(within(starter).getByText('Plan 2')).toBeVisible();
    const bank = screen.getByRole('region', { name: 'Bank details' });
    expect(within(bank).getByText('••••5678')).toBeVisible();
    expect(within(bank).getByText('No one has viewed the full details')).toBeVisible();
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByText(/Tipping policy: Acknowledged on/)).toBeVisible();
    expect(
      within(policies).getByText(
        'Sexual-harassment prevention policy: Your company has not written it',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('see each download of the full bank details', async () => {
    fakeApi({
      [`GET ${ONBOARDING}`]: ok(
        newStarterRecord({
          bankViews: [
            {
              by: { id: '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a', name: 'Ria Patel' },
              at: '2026-11-30T10:15:00.000Z',
              via: 'payroll_csv',
            },
          ],
        }),
      ),
    });
    section();
    expect(
      await screen.findByText(
        'Ria Patel downloaded them in the payroll CSV on Mon 30 Nov 2026, 10:15',
      ),
    ).toBeVisible();
  });

  it('see the recorded check: summary, evidence link, its SHA-256 and the follow-up day', async () => {
    fakeApi({ [`GET ${ONBOARDING}`]: ok(withCheck()) });
    section(true);
    const rtw = await screen.findByRole('region', { name: 'Right to work' });
    expect(
      within(rtw).getByText('Time-limited permission, checked on 20 Nov 2026 by Ria Patel'),
    ).toBeVisible();
    expect(within(rtw).getByRole('link', { name: 'Evidence: online-check.pdf' })).toHaveAttribute(
      'href',
      `${ONBOARDING}/right-to-work/evidence`,
    );
    expect(within(rtw).getByTitle('ab'.repeat(32))).toHaveTextContent('abababababab…');
    expect(within(rtw).getByText('Follow-up on 2 Sep 2027')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm first shift' })).toBeEnabled();
  });

  it('record the leaving day and see how long the records are kept', async () => {
    const { calls } = fakeApi({
      [`GET ${ONBOARDING}`]: ok(newStarterRecord()),
      [`POST ${ONBOARDING}/left`]: ok(
        newStarterRecord({ leftOn: '2027-03-31', keepUntil: '2029-03-31' }),
      ),
    });
    const user = setupUser();
    section();
    const leaving = await screen.findByRole('region', { name: 'Leaving date' });
    const day = within(leaving).getByLabelText('Left on');
    await user.clear(day);
    await user.type(day, '2027-03-31');
    await user.click(within(leaving).getByRole('button', { name: 'Record leaving date' }));
    expect(await within(leaving).findByText(/Records kept until 31 Mar 2029/)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ leftOn: '2027-03-31' });
  });
});

describe('the right-to-work follow-up', () => {
  /** The browser's clock at `now`; the timers stay real (the queries and user-event use them). */
  const clockAt = (now: string) => {
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    jest.setSystemTime(new Date(now));
  };
  afterEach(() => jest.useRealTimers());

  it('is not shown before the follow-up day (London)', async () => {
    // 23:59 on 1 Sep in London (BST): the day before the follow-up day.
    clockAt('2027-09-01T22:59:00.000Z');
    fakeApi({ [`GET ${ONBOARDING}`]: ok(withCheck()) });
    section(true);
    expect(await screen.findByText('Follow-up on 2 Sep 2027')).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Right-to-work follow-up due' }),
    ).not.toBeInTheDocument();
  });

  it('is shown from the follow-up day, saying what to do', async () => {
    // Midnight in London: 2 Sep already, though still 1 Sep in UTC.
    clockAt('2027-09-01T23:00:00.000Z');
    fakeApi({ [`GET ${ONBOARDING}`]: ok(withCheck()) });
    section(true);
    const warning = await screen.findByRole('region', { name: 'Right-to-work follow-up due' });
    expect(warning).toHaveTextContent("Check Maya Okafor's right to work again");
    expect(warning).toHaveTextContent('Their permission ends on 30 Sep 2027');
  });

  it('is not shown for continuous right to work', async () => {
    clockAt('2028-01-01T12:00:00.000Z');
    fakeApi({
      [`GET ${ONBOARDING}`]: ok(
        withCheck({ result: 'continuous', expiresOn: null, followUpOn: null }),
      ),
    });
    section(true);
    expect(
      await screen.findByText('Continuous right to work, checked on 20 Nov 2026 by Ria Patel'),
    ).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Right-to-work follow-up due' }),
    ).not.toBeInTheDocument();
  });
});

test('a failed read says so, with Retry', async () => {
  fakeApi({ [`GET ${ONBOARDING}`]: { status: 500, body: { message: 'Down' } } });
  section();
  await waitFor(() => expect(screen.getByRole('button', { name: /retry/i })).toBeVisible());
});
