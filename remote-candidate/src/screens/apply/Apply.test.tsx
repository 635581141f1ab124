import { act, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { APP_ID, applicationDetail, job, JOB_ID, profile } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Apply from './Apply';
import MobileApply from './MobileApply';

const me = profile({
  phoneNumber: '07700 900123',
  location: 'Leeds',
  skills: ['latte art'],
  availability: ['sat_evening'],
});

function api(applyReply: { status: number; body?: unknown }, detail = job({ applied: false })) {
  let applied = false;
  return fakeApi({
    [`GET /api/jobs/${JOB_ID}`]: () => ({
      status: 200,
      body: applied ? { ...detail, applied: true, applicationId: APP_ID } : detail,
    }),
    'GET /api/profile': { status: 200, body: me },
    'POST /api/applications': () => {
      applied = true;
      return applyReply;
    },
  });
}

describe('Apply', () => {
  it('shows the profile filled in, and sends the cover note and availability', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    const { where } = renderScreen(<Apply />, {
      user: candidate,
      route: `/apply/${JOB_ID}`,
      path: '/apply/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply: Barista' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('07700 900123')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Saturday evening' })).toBeChecked();

    const user = setupUser();
    await user.click(screen.getByLabelText('Cover note'));
    await user.paste('Weekend mornings suit me.');
    await user.click(screen.getByRole('checkbox', { name: 'Sunday morning' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    // The confirmation: where the application is and where to follow it, and a toast.
    const done = await screen.findByTestId('applied-confirmation');
    expect(screen.getByRole('heading', { level: 1, name: 'Application sent' })).toBeInTheDocument();
    expect(done).toHaveTextContent('Barista at Brew & Co');
    expect(done).toHaveTextContent('Applied');
    expect(within(done).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(done).getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Application sent',
      description: 'Barista at Brew & Co',
      action: { label: 'My Applications' },
    });
    act(() => useToastStore.getState().toasts[0].action?.onClick());
    await waitFor(() => expect(where().path).toBe('/applications'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/applications',
      body: {
        jobId: JOB_ID,
        coverLetter: 'Weekend mornings suit me.',
        availability: ['sat_evening', 'sun_morning'],
      },
    });
  });

  it('refuses a second application clearly, with a link to the first', async () => {
    api({ status: 409, body: { message: 'You have already applied for this job' } });
    const { where } = renderScreen(<Apply />, {
      user: candidate,
      route: `/apply/${JOB_ID}`,
      path: '/apply/:id',
    });
    await setupUser().click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You have already applied for this job')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    expect(where().path).toBe(`/apply/${JOB_ID}`);
  });

  it('a job that closed meanwhile says so, not "already applied"', async () => {
    let closed = false;
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: () => ({
        status: 200,
        body: job({ applied: false, status: closed ? 'closed' : 'open' }),
      }),
      'GET /api/profile': { status: 200, body: me },
      'POST /api/applications': () => {
        closed = true;
        return { status: 409, body: { message: 'This job has closed' } };
      },
    });
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    await setupUser().click(await screen.findByRole('button', { name: 'Send application' }));
    // The job read again is closed: the form gives way to the note.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull(),
    );
    expect(screen.getByText('This job is no longer taking applications')).toBeInTheDocument();
    expect(screen.queryByText('You have already applied for this job')).toBeNull();
  });

  it('a closed job (past its closing date) has no form', async () => {
    api({ status: 201 }, job({ applied: false, status: 'closed' }));
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    expect(
      await screen.findByText('This job is no longer taking applications'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('keeps the cover note when sending fails', async () => {
    fakeApi({
      [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: job() },
      'GET /api/profile': { status: 404, body: { message: 'none' } },
      'POST /api/applications': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    expect(await screen.findByText(/You have not filled in your profile yet/)).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByLabelText('Cover note'));
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByLabelText('Cover note')).toHaveValue('Hello');
  });

  it('the phone-first version has the same form, the job in its subtitle with its tips', async () => {
    api(
      { status: 201, body: applicationDetail() },
      job({ applied: false, tips: { kind: 'tronc', averagePerHour: 2.5 } }),
    );
    renderScreen(<MobileApply />, {
      user: candidate,
      route: `/mobile-apply/${JOB_ID}`,
      path: '/mobile-apply/:id',
    });
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Barista · Brew & Co · Leeds · £12.50/hour + tips shared by tronc, about £2.50/hour',
      ),
    ).toBeInTheDocument();
  });
});

describe('Apply: the form (shared-kernel/forms) and the keyboard', () => {
  it('a cover note over 10,000 characters is refused before sending, with focus on it', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Cover note'));
    await user.paste('x'.repeat(10_001));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Cover note must be 10,000 characters or fewer'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cover note')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("the API's 400 naming the cover note shows under it", async () => {
    api({ status: 400, body: { message: 'coverLetter must be text', field: 'coverLetter' } });
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('coverLetter must be text')).toBeInTheDocument();
    expect(screen.getByLabelText('Cover note')).toHaveAccessibleDescription(
      'coverLetter must be text',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the availability grid is one Tab stop between the cover note and Send application', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Cover note'));
    await user.tab();
    // Enters at the first ticked day part (from the profile), Saturday evening.
    expect(screen.getByRole('checkbox', { name: 'Saturday evening' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}[Space]');
    expect(screen.getByRole('checkbox', { name: 'Sunday afternoon' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send application' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('applied-confirmation');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      availability: ['sat_evening', 'sun_afternoon'],
    });
  });
});
