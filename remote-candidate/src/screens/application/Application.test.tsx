import { act, screen, waitFor, within } from '@testing-library/react';
import { publishLiveEvent } from 'shared-kernel';
import type { ApplicationStatus } from 'shared-kernel/contract';
import { applicationDetail, APP_ID, interview, offer } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Application from './Application';

const detail = (status: ApplicationStatus) =>
  applicationDetail({
    status,
    coverLetter: 'Keen to join.',
    availability: ['sat_evening', 'sun_morning'],
    history: [
      { fromStatus: null, status: 'applied', at: '2026-03-04T10:00:00Z', note: null },
      { fromStatus: 'applied', status: 'reviewed', at: '2026-03-05T10:00:00Z', note: null },
      ...(status === 'offered'
        ? [
            {
              fromStatus: 'reviewed' as const,
              status: 'offered' as const,
              at: '2026-03-07T10:00:00Z',
              note: 'Welcome aboard',
            },
          ]
        : []),
    ],
    interviews: [
      interview({
        id: 'i1',
        status: 'scheduled',
        mode: 'video',
        startsAt: '2026-03-06T14:00:00Z',
        durationMinutes: 30,
        location: null,
        meetingUrl: 'https://meet.example.com/abc',
        interviewerName: 'Tom Reilly',
      }),
    ],
    offer:
      status === 'offered'
        ? offer({
            id: 'o1',
            status: 'pending',
            salaryAmount: 13.5,
            salaryType: 'hourly',
            startDate: '2026-04-01',
            expiresAt: '2026-03-20T00:00:00Z',
            message: 'We would love to have you.',
            createdAt: '2026-03-07T10:00:00Z',
          })
        : null,
  });

describe('Application', () => {
  it('shows the status, its history, the interview and the offer; a live event reads it again', async () => {
    let status: ApplicationStatus = 'reviewed';
    fakeApi({ [`GET /api/applications/${APP_ID}`]: () => ({ status: 200, body: detail(status) }) });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeInTheDocument();
    expect(screen.getByTestId('application-status')).toHaveTextContent('Reviewed');
    expect(screen.getByTestId('status-history')).toHaveTextContent('Applied → Reviewed');
    expect(screen.getByText(/Video call · 30 min/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/interviews/i1/calendar.ics',
    );
    expect(screen.getByText('No offer yet.')).toBeInTheDocument();
    expect(screen.getByText('Keen to join.')).toBeInTheDocument();
    expect(screen.getByText('Saturday: evening')).toBeInTheDocument();

    status = 'offered';
    act(() => publishLiveEvent({ type: 'application.status', raw: {} }));
    await waitFor(() =>
      expect(screen.getByTestId('application-status')).toHaveTextContent('Offered'),
    );
    expect(screen.getByText('£13.50/hour')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Respond to the offer' })).toHaveAttribute(
      'href',
      '/job-offers',
    );
  });

  it('shows the answers given to the screening questions, in order', async () => {
    fakeApi({
      [`GET /api/applications/${APP_ID}`]: {
        status: 200,
        body: applicationDetail({
          answers: [
            {
              questionId: '31111111-1111-4111-8111-111111111111',
              question: 'Do you have the right to work in the UK?',
              kind: 'yes_no',
              answer: 'yes',
            },
            {
              questionId: '32222222-2222-4222-8222-222222222222',
              question: 'How many years have you worked in a similar role?',
              kind: 'number',
              answer: 3,
            },
            {
              questionId: '33333333-3333-4333-8333-333333333333',
              question: 'Which shift suits you best?',
              kind: 'choice',
              answer: 'Evenings',
            },
            {
              questionId: '34444444-4444-4444-8444-444444444444',
              question: 'Anything else we should know?',
              kind: 'text',
              answer: 'I hold a personal licence.',
            },
          ],
        }),
      },
    });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    const section = await screen.findByRole('region', { name: 'Your answers' });
    const pairs = [...section.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Do you have the right to work in the UK?', 'Yes'],
      ['How many years have you worked in a similar role?', '3'],
      ['Which shift suits you best?', 'Evenings'],
      ['Anything else we should know?', 'I hold a personal licence.'],
    ]);
  });

  it('has no answers section when no questions were asked', async () => {
    fakeApi({
      [`GET /api/applications/${APP_ID}`]: {
        status: 200,
        body: applicationDetail({ answers: [] }),
      },
    });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    await screen.findByRole('heading', { level: 1, name: 'Barista' });
    expect(screen.queryByRole('heading', { name: 'Your answers' })).toBeNull();
  });

  it('withdraws after confirmation: the chip shows Withdrawn, the button goes', async () => {
    let status: ApplicationStatus = 'reviewed';
    const { calls } = fakeApi({
      [`GET /api/applications/${APP_ID}`]: () => ({ status: 200, body: detail(status) }),
      [`POST /api/applications/${APP_ID}/withdraw`]: () => {
        status = 'withdrawn';
        return { status: 200, body: detail(status) };
      },
    });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    const user = setupUser();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw application for Barista' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw this application?' })).getByRole(
        'button',
        { name: 'Withdraw' },
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('application-status')).getByText('Withdrawn'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByTestId('withdrawn')).toHaveTextContent('You withdrew this application');
    expect(screen.queryByRole('button', { name: /Withdraw application/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      `/api/applications/${APP_ID}/withdraw`,
    );
  });

  it("a rejection shows the company's message, and cannot be withdrawn", async () => {
    fakeApi({
      [`GET /api/applications/${APP_ID}`]: {
        status: 200,
        body: applicationDetail({
          status: 'rejected',
          history: [
            { fromStatus: null, status: 'applied', at: '2026-03-04T10:00:00Z', note: null },
            {
              fromStatus: 'applied',
              status: 'rejected',
              at: '2026-03-06T10:00:00Z',
              note: 'Thank you for applying. We have chosen someone with more bar experience.',
            },
          ],
        }),
      },
    });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    const rejection = await screen.findByTestId('rejection');
    expect(rejection).toHaveTextContent('Not successful this time');
    expect(rejection).toHaveTextContent('Message from Brew & Co');
    expect(rejection).toHaveTextContent('We have chosen someone with more bar experience.');
    expect(screen.getByTestId('application-status')).toHaveTextContent('Not successful');
    expect(screen.queryByRole('button', { name: /Withdraw application/ })).not.toBeInTheDocument();
  });

  it('someone else’s or a missing application is not found', async () => {
    fakeApi({
      [`GET /api/applications/${APP_ID}`]: {
        status: 404,
        body: { message: 'Application not found' },
      },
    });
    renderScreen(<Application />, {
      user: candidate,
      route: `/applications/${APP_ID}`,
      path: '/applications/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });
});
