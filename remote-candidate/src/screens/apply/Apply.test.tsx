import { screen, waitFor } from '@testing-library/react';
import { APP_ID, job, JOB_ID, profile } from '../../test/fixtures';
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
    const { calls } = api({ status: 201, body: { id: APP_ID } });
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

    await waitFor(() => expect(where().path).toBe(`/applications/${APP_ID}`));
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

  it('the phone-first version has the same form, the job in its subtitle', async () => {
    api({ status: 201, body: { id: APP_ID } });
    renderScreen(<MobileApply />, {
      user: candidate,
      route: `/mobile-apply/${JOB_ID}`,
      path: '/mobile-apply/:id',
    });
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByText('Barista · Brew & Co · Leeds · £12.50/hour')).toBeInTheDocument();
  });
});
