import { screen, waitFor, within } from '@testing-library/react';
import type { NewStarter } from 'shared-kernel/contract';
import { candidate, fakeApi, renderScreen, setupUser, type FakeRoute } from 'shared-kernel/testing';
import { applicationDetail, APP_ID, newStarter, SHA_1, SHA_2 } from '../../../test/fixtures';
import Application from '../Application';

const PACK = `/api/applications/${APP_ID}/onboarding`;
const progress = { done: 0, total: 5, ready: false, rightToWorkChecked: false };

/** The application (accepted, with a pack) and its pack, plus the step routes a test gives. */
function api(pack: NewStarter | (() => NewStarter), routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    [`GET /api/applications/${APP_ID}`]: {
      status: 200,
      body: applicationDetail({ status: 'accepted', newStarter: progress }),
    },
    [`GET ${PACK}`]: () => ({ status: 200, body: typeof pack === 'function' ? pack() : pack }),
    ...routes,
  });
}

const show = () =>
  renderScreen(<Application />, {
    user: candidate,
    route: `/applications/${APP_ID}`,
    path: '/applications/:id',
  });

const step = (key: string) => screen.getByTestId(`new-starter-step-${key}`);
const findStep = (key: string) => screen.findByTestId(`new-starter-step-${key}`);
const puts = (calls: { method: string; url: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.url === `${PACK}/${path}`);

describe('the new-starter pack on the application page', () => {
  it('lists the five steps in order, each with its status in words', async () => {
    api(
      newStarter({
        steps: [
          { key: 'right-to-work', status: 'overdue' },
          { key: 'starter', status: 'done' },
          { key: 'bank', status: 'todo' },
          { key: 'contract', status: 'todo' },
          { key: 'policies', status: 'todo' },
        ],
        starter: {
          statement: 'A',
          niNumber: 'AB123456C',
          studentLoanPlan: 'plan_2',
          postgraduateLoan: false,
          savedAt: '2026-03-21T10:00:00.000Z',
        },
      }),
    );
    show();
    const section = await screen.findByRole('region', { name: 'Your new-starter pack' });
    const headings = (await within(section).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(headings).toEqual([
      '1. Right to work',
      '2. Starter checklist',
      '3. Bank details',
      '4. Contract',
      '5. Policies',
    ]);
    expect(within(section).getByTestId('new-starter-progress')).toHaveTextContent('1 of 5 done');
    expect(step('right-to-work')).toHaveTextContent('Overdue');
    expect(step('starter')).toHaveTextContent('Done');
    expect(step('bank')).toHaveTextContent('To do');
    // The saved starter checklist shows its values.
    expect(step('starter')).toHaveTextContent('AB123456C');
    expect(step('starter')).toHaveTextContent('Plan 2');
  });

  it('shows nothing, and reads no pack, for an application without an accepted offer', async () => {
    const { calls } = fakeApi({
      [`GET /api/applications/${APP_ID}`]: {
        status: 200,
        body: applicationDetail({ status: 'reviewed' }),
      },
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Barista' });
    expect(screen.queryByRole('region', { name: 'Your new-starter pack' })).toBeNull();
    expect(calls.some((c) => c.url === PACK)).toBe(false);
  });

  it('sends the share code and date of birth; then shows the code, its 90 days and the wait for the check', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/right-to-work`]: {
        status: 200,
        body: newStarter({
          rightToWork: {
            route: 'share_code',
            shareCode: 'W4X8YT2ZP',
            dateOfBirth: '1998-05-02',
            shareCodeValidUntil: '2026-06-18',
            submittedAt: '2026-03-21T10:00:00.000Z',
            check: null,
          },
        }),
      },
    });
    show();
    const user = setupUser();
    const rtw = await findStep('right-to-work');
    await user.click(within(rtw).getByRole('radio', { name: 'Share code (online check)' }));
    expect(
      within(rtw).getByRole('link', { name: 'Prove your right to work to an employer' }),
    ).toHaveAttribute('href', 'https://www.gov.uk/prove-right-to-work');
    expect(rtw).toHaveTextContent(/valid for 90 days/);
    await user.type(within(rtw).getByLabelText('Share code'), 'w4x 8yt 2zp');
    await user.type(within(rtw).getByLabelText('Date of birth'), '1998-05-02');
    await user.click(within(rtw).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls, 'right-to-work')).toHaveLength(1));
    expect(puts(calls, 'right-to-work')[0].body).toEqual({
      route: 'share_code',
      shareCode: 'W4X8YT2ZP',
      dateOfBirth: '1998-05-02',
    });
    await waitFor(() => expect(step('right-to-work')).toHaveTextContent('W4X 8YT 2ZP'));
    expect(step('right-to-work')).toHaveTextContent(/valid until 18 Jun 2026/);
    expect(step('right-to-work')).toHaveTextContent('Waiting for Brew & Co to check it');
  });

  it('a share code of 8 characters is refused here, and nothing is sent', async () => {
    const { calls } = api(newStarter());
    show();
    const user = setupUser();
    const rtw = await findStep('right-to-work');
    await user.click(within(rtw).getByRole('radio', { name: 'Share code (online check)' }));
    await user.type(within(rtw).getByLabelText('Share code'), 'W4X8YT2Z');
    await user.type(within(rtw).getByLabelText('Date of birth'), '1998-05-02');
    await user.click(within(rtw).getByRole('button', { name: 'Save' }));
    expect(
      await within(rtw).findByText('A share code is 9 letters and numbers, like W4X 8YT 2ZP'),
    ).toBeVisible();
    expect(puts(calls, 'right-to-work')).toHaveLength(0);
  });

  it("the API's 400 naming shareCode shows under that field, and what was typed stays", async () => {
    api(newStarter(), {
      [`PUT ${PACK}/right-to-work`]: {
        status: 400,
        body: { message: 'This share code has expired', field: 'shareCode' },
      },
    });
    show();
    const user = setupUser();
    const rtw = await findStep('right-to-work');
    await user.click(within(rtw).getByRole('radio', { name: 'Share code (online check)' }));
    await user.type(within(rtw).getByLabelText('Share code'), 'W4X8YT2ZP');
    await user.type(within(rtw).getByLabelText('Date of birth'), '1998-05-02');
    await user.click(within(rtw).getByRole('button', { name: 'Save' }));
    const input = within(rtw).getByLabelText('Share code');
    await waitFor(() => expect(input).toHaveAccessibleDescription('This share code has expired'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Shown in the Home Office's groups once whole: the same code.
    expect(input).toHaveValue('W4X 8YT 2ZP');
    expect(within(rtw).getByLabelText('Date of birth')).toHaveValue('1998-05-02');
  });

  it('a passport says what to bring; a recorded check shows its day', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/right-to-work`]: {
        status: 200,
        body: newStarter({
          rightToWork: {
            route: 'british_irish_passport',
            shareCode: null,
            dateOfBirth: null,
            shareCodeValidUntil: null,
            submittedAt: '2026-03-21T10:00:00.000Z',
            check: null,
          },
        }),
      },
    });
    show();
    const user = setupUser();
    const rtw = await findStep('right-to-work');
    await user.click(within(rtw).getByRole('radio', { name: 'British or Irish passport' }));
    expect(rtw).toHaveTextContent(/Bring your British or Irish passport/);
    expect(within(rtw).queryByLabelText('Share code')).toBeNull();
    await user.click(within(rtw).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls, 'right-to-work')).toHaveLength(1));
    expect(puts(calls, 'right-to-work')[0].body).toEqual({ route: 'british_irish_passport' });
    await waitFor(() =>
      expect(step('right-to-work')).toHaveTextContent('Waiting for Brew & Co to check it'),
    );
  });

  it('shows the day of a recorded check, with nothing left to change', async () => {
    api(
      newStarter({
        rightToWork: {
          route: 'documents',
          shareCode: null,
          dateOfBirth: null,
          shareCodeValidUntil: null,
          submittedAt: '2026-03-21T10:00:00.000Z',
          check: {
            route: 'documents',
            checkedOn: '2026-03-25',
            result: 'continuous',
            expiresOn: null,
            followUpOn: null,
            evidence: {
              fileName: 'scan.pdf',
              contentType: 'application/pdf',
              size: 1000,
              sha256: SHA_1,
            },
            recordedBy: { id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: 'Tom Reilly' },
            recordedAt: '2026-03-25T10:00:00.000Z',
          },
        },
      }),
    );
    show();
    const rtw = await findStep('right-to-work');
    expect(within(rtw).getByTestId('right-to-work-check')).toHaveTextContent(
      'Checked on 25 Mar 2026',
    );
    expect(within(rtw).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('sends the starter checklist', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/starter`]: (call) => ({
        status: 200,
        body: newStarter({
          starter: { ...(call.body as object), savedAt: '2026-03-21T10:00:00.000Z' } as never,
        }),
      }),
    });
    show();
    const user = setupUser();
    const starter = await findStep('starter');
    await user.click(within(starter).getByRole('radio', { name: /^Statement B:/ }));
    await user.type(within(starter).getByLabelText('National Insurance number'), 'ab 12 34 56 c');
    await user.click(within(starter).getByRole('combobox', { name: 'Student loan plan' }));
    await user.click(screen.getByRole('option', { name: 'Plan 4 (Scotland)' }));
    await user.click(
      within(starter).getByRole('checkbox', {
        name: 'I have a postgraduate loan that I am repaying',
      }),
    );
    await user.click(within(starter).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls, 'starter')).toHaveLength(1));
    expect(puts(calls, 'starter')[0].body).toEqual({
      statement: 'B',
      niNumber: 'AB123456C',
      studentLoanPlan: 'plan_4',
      postgraduateLoan: true,
    });
    await waitFor(() => expect(step('starter')).toHaveTextContent('Plan 4 (Scotland)'));
    expect(step('starter')).toHaveTextContent('AB123456C');
  });

  it('refuses an NI number with a wrong prefix before sending', async () => {
    const { calls } = api(newStarter());
    show();
    const user = setupUser();
    const starter = await findStep('starter');
    await user.click(within(starter).getByRole('radio', { name: /^Statement A:/ }));
    await user.type(within(starter).getByLabelText('National Insurance number'), 'GB123456C');
    await user.click(within(starter).getByRole('button', { name: 'Save' }));
    expect(
      await within(starter).findByText('GB is not a National Insurance number prefix'),
    ).toBeVisible();
    expect(puts(calls, 'starter')).toHaveLength(0);
  });

  it('sends the bank details, then shows only the masked values and keeps no full number', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/bank`]: {
        status: 200,
        body: newStarter({
          steps: [
            { key: 'right-to-work', status: 'todo' },
            { key: 'starter', status: 'todo' },
            { key: 'bank', status: 'done' },
            { key: 'contract', status: 'todo' },
            { key: 'policies', status: 'todo' },
          ],
          bank: {
            accountName: 'Maya Okafor',
            sortCode: '••-••-56',
            accountNumber: '••••5678',
            savedAt: '2026-03-21T10:00:00.000Z',
          },
        }),
      },
    });
    const { queryClient } = show();
    const user = setupUser();
    const bank = await findStep('bank');
    expect(bank).toHaveTextContent(/Only Brew & Co's owners and admins can see your full bank/);
    await user.type(within(bank).getByLabelText('Name on the account'), 'Maya Okafor');
    await user.type(within(bank).getByLabelText('Sort code'), '12-34-56');
    await user.type(within(bank).getByLabelText('Account number'), '12345678');
    await user.click(within(bank).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls, 'bank')).toHaveLength(1));
    expect(puts(calls, 'bank')[0].body).toEqual({
      accountName: 'Maya Okafor',
      sortCode: '123456',
      accountNumber: '12345678',
    });
    await waitFor(() =>
      expect(within(step('bank')).getByTestId('bank-account-number')).toHaveTextContent('••••5678'),
    );
    expect(step('bank')).toHaveTextContent('Saved on 21 Mar 2026');
    expect(within(step('bank')).getByTestId('bank-sort-code')).toHaveTextContent('••-••-56');
    expect(step('bank')).toHaveTextContent('Done');
    expect(document.body).not.toHaveTextContent('12345678');
    expect(screen.queryByDisplayValue('12345678')).toBeNull();
    // Nor does the query client keep what was sent.
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state),
        ),
      ).not.toContain('12345678'),
    );
    // Changing them starts from an empty form, never the old numbers.
    await user.click(within(step('bank')).getByRole('button', { name: 'Change' }));
    expect(within(step('bank')).getByLabelText('Account number')).toHaveValue('');
    expect(within(step('bank')).getByLabelText('Sort code')).toHaveValue('');
  });

  it('a failed bank save keeps what was typed and says to try again', async () => {
    api(newStarter(), {
      [`PUT ${PACK}/bank`]: { status: 500, body: { message: 'Something broke' } },
    });
    show();
    const user = setupUser();
    const bank = await findStep('bank');
    await user.type(within(bank).getByLabelText('Name on the account'), 'Maya Okafor');
    await user.type(within(bank).getByLabelText('Sort code'), '123456');
    await user.type(within(bank).getByLabelText('Account number'), '12345678');
    await user.click(within(bank).getByRole('button', { name: 'Save' }));
    expect(await within(bank).findByRole('alert')).toHaveTextContent(/Not saved.*try again/);
    expect(within(bank).getByLabelText('Account number')).toHaveValue('12345678');
  });

  it('signs the contract shown: the typed name with its SHA-256', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/contract/signature`]: {
        status: 200,
        body: newStarter({
          contract: {
            ...newStarter().contract!,
            signature: {
              fullName: 'Maya Okafor',
              signedAt: '2026-03-21T10:30:00.000Z',
              ipAddress: '203.0.113.9',
              sha256: SHA_1,
            },
          },
        }),
      },
    });
    show();
    const user = setupUser();
    const contract = await findStep('contract');
    expect(within(contract).getByRole('region', { name: 'Your contract' })).toHaveTextContent(
      'You will work 20 hours a week at Bean There.',
    );
    await user.type(
      within(contract).getByLabelText('Sign by typing your full name'),
      'Maya Okafor',
    );
    await user.click(within(contract).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(puts(calls, 'contract/signature')).toHaveLength(1));
    expect(puts(calls, 'contract/signature')[0].body).toEqual({
      fullName: 'Maya Okafor',
      documentSha256: SHA_1,
    });
    expect(await within(step('contract')).findByTestId('contract-signature')).toHaveTextContent(
      'Signed by Maya Okafor on Sat 21 Mar 2026, 10:30',
    );
  });

  it('a 409 on signing (the contract changed) shows its message and reads the new one', async () => {
    let pack = newStarter();
    const { calls } = api(() => pack, {
      [`PUT ${PACK}/contract/signature`]: () => {
        pack = newStarter({
          contract: { ...newStarter().contract!, text: 'You will work 25 hours.', sha256: SHA_2 },
        });
        return {
          status: 409,
          body: { message: 'The contract changed since it was signed: sign the new one' },
        };
      },
    });
    show();
    const user = setupUser();
    const contract = await findStep('contract');
    await user.type(
      within(contract).getByLabelText('Sign by typing your full name'),
      'Maya Okafor',
    );
    await user.click(within(contract).getByRole('button', { name: 'Sign' }));
    expect(await within(step('contract')).findByTestId('contract-changed')).toHaveTextContent(
      'The contract changed since it was signed: sign the new one',
    );
    await waitFor(() =>
      expect(
        within(step('contract')).getByRole('region', { name: 'Your contract' }),
      ).toHaveTextContent('You will work 25 hours.'),
    );
    expect(calls.filter((c) => c.method === 'GET' && c.url === PACK).length).toBeGreaterThan(1);
  });

  it('a PDF contract is a link that opens in a new tab; no contract yet is waiting', async () => {
    api(
      newStarter({
        contract: {
          ...newStarter().contract!,
          format: 'pdf',
          text: null,
          fileName: 'contract-maya.pdf',
        },
      }),
    );
    show();
    const link = await screen.findByRole('link', {
      name: 'Open the contract (contract-maya.pdf, PDF)',
    });
    expect(link).toHaveAttribute('href', `${PACK}/contract/document`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says it waits for the contract when there is none', async () => {
    api(newStarter({ contract: null }));
    show();
    expect(await findStep('contract')).toHaveTextContent(
      'Waiting for Brew & Co to send the contract',
    );
  });

  it('acknowledges both policies with one submit', async () => {
    const { calls } = api(newStarter(), {
      [`PUT ${PACK}/policies`]: {
        status: 200,
        body: newStarter({
          policies: {
            tipping: { text: 'Tips are shared.', acknowledgedAt: '2026-03-21T11:00:00.000Z' },
            harassment: { text: 'No harassment.', acknowledgedAt: '2026-03-21T11:00:00.000Z' },
          },
        }),
      },
    });
    show();
    const user = setupUser();
    const policies = await findStep('policies');
    expect(within(policies).getByRole('region', { name: 'Tipping policy' })).toHaveTextContent(
      'Tips are shared equally by hours worked.',
    );
    await user.click(within(policies).getByRole('button', { name: 'I have read these policies' }));
    expect(await within(policies).findAllByText('Tick to say you have read it')).toHaveLength(2);
    expect(puts(calls, 'policies')).toHaveLength(0);
    await user.click(
      within(policies).getByRole('checkbox', { name: 'I have read the tipping policy' }),
    );
    await user.click(
      within(policies).getByRole('checkbox', {
        name: 'I have read the sexual-harassment prevention policy',
      }),
    );
    await user.click(within(policies).getByRole('button', { name: 'I have read these policies' }));
    await waitFor(() => expect(puts(calls, 'policies')).toHaveLength(1));
    expect(puts(calls, 'policies')[0].body).toEqual({ tipping: true, harassment: true });
    expect(await within(step('policies')).findByTestId('policy-harassment-read')).toHaveTextContent(
      'Sexual-harassment prevention policy: read on Sat 21 Mar 2026, 11:00',
    );
  });

  it('without a harassment policy yet, it waits for it: the tipping policy shows, nothing to send', async () => {
    api(
      newStarter({
        policies: {
          tipping: { text: 'Tips are shared.', acknowledgedAt: null },
          harassment: null,
        },
      }),
    );
    show();
    const policies = await findStep('policies');
    expect(policies).toHaveTextContent('Waiting for Brew & Co to share its policy');
    expect(within(policies).getByRole('region', { name: 'Tipping policy' })).toHaveTextContent(
      'Tips are shared.',
    );
    expect(
      within(policies).queryByRole('button', { name: 'I have read these policies' }),
    ).toBeNull();
  });

  it('a company without tips: the harassment policy alone is acknowledged', async () => {
    const { calls } = api(
      newStarter({
        policies: {
          tipping: null,
          harassment: { text: 'We do not tolerate sexual harassment.', acknowledgedAt: null },
        },
      }),
      { [`PUT ${PACK}/policies`]: { status: 200, body: newStarter() } },
    );
    show();
    const user = setupUser();
    const policies = await findStep('policies');
    expect(policies).toHaveTextContent('Brew & Co has no tipping policy to read.');
    await user.click(
      within(policies).getByRole('checkbox', {
        name: 'I have read the sexual-harassment prevention policy',
      }),
    );
    await user.click(within(policies).getByRole('button', { name: 'I have read these policies' }));
    await waitFor(() => expect(puts(calls, 'policies')).toHaveLength(1));
    expect(puts(calls, 'policies')[0].body).toEqual({ harassment: true });
  });
});
