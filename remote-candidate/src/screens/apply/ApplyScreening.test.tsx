import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import type { ScreeningQuestion } from 'shared-kernel/contract';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { APP_ID, applicationDetail, job, JOB_ID, profile } from '../../test/fixtures';
import Apply from './Apply';
import MobileApply from './MobileApply';

const RIGHT_TO_WORK = '31111111-1111-4111-8111-111111111111';
const YEARS = '32222222-2222-4222-8222-222222222222';
const SHIFT = '33333333-3333-4333-8333-333333333333';
const ABOUT = '34444444-4444-4444-8444-444444444444';
const BAR = '35555555-5555-4555-8555-555555555555';

// As GET /api/jobs/:id gives them to a candidate: never a knock-out.
const QUESTIONS: ScreeningQuestion[] = [
  {
    id: RIGHT_TO_WORK,
    question: 'Do you have the right to work in the UK?',
    kind: 'yes_no',
    required: true,
  },
  {
    id: YEARS,
    question: 'How many years have you worked in a similar role?',
    kind: 'number',
    required: true,
  },
  {
    id: SHIFT,
    question: 'Which shift suits you best?',
    kind: 'choice',
    choices: ['Mornings', 'Evenings'],
    required: false,
  },
  { id: ABOUT, question: 'Anything else we should know?', kind: 'text', required: false },
];

const RIGHT_TO_WORK_Q = 'Do you have the right to work in the UK?';
const YEARS_Q = 'How many years have you worked in a similar role?';

function api(applyReply: { status: number; body?: unknown }, screening = QUESTIONS) {
  return fakeApi({
    [`GET /api/jobs/${JOB_ID}`]: { status: 200, body: job({ applied: false, screening }) },
    'GET /api/profile': { status: 200, body: profile() },
    'POST /api/applications': applyReply,
  });
}

const open = () =>
  renderScreen(<Apply />, { user: candidate, route: `/apply/${JOB_ID}`, path: '/apply/:id' });

describe('Apply: screening questions (issue 33)', () => {
  it('asks each question with its own control, named by the question', async () => {
    api({ status: 201, body: applicationDetail() });
    open();
    const section = (await screen.findByRole('heading', { name: 'Screening questions' })).closest(
      'section',
    )!;
    const rightToWork = within(section).getByRole('radiogroup', { name: RIGHT_TO_WORK_Q });
    expect(within(rightToWork).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(rightToWork).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(rightToWork).toHaveAttribute('aria-required', 'true');
    const years = within(section).getByRole('spinbutton', { name: YEARS_Q });
    expect(years).toHaveAttribute('inputmode', 'numeric');
    expect(years).toBeRequired();
    const shift = within(section).getByRole('radiogroup', { name: 'Which shift suits you best?' });
    expect(within(shift).getAllByRole('radio')).toHaveLength(2);
    expect(shift).not.toHaveAttribute('aria-required');
    expect(
      within(section).getByRole('textbox', { name: 'Anything else we should know?' }),
    ).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/knock|rule|disqualif/i);
  });

  it('a choice question with more than 4 choices is a select labelled by the question', async () => {
    api({ status: 201, body: applicationDetail() }, [
      {
        id: BAR,
        question: 'Which bar have you run?',
        kind: 'choice',
        choices: ['Cocktail', 'Sports', 'Wine', 'Pub', 'Hotel'],
        required: true,
      },
    ]);
    open();
    const select = await screen.findByRole('combobox', { name: 'Which bar have you run?' });
    expect(within(select).getAllByRole('option')).toHaveLength(6);
  });

  it('a required question left unanswered blocks sending: "Answer this question" on it', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    const rightToWork = screen.getByRole('radiogroup', { name: RIGHT_TO_WORK_Q });
    await waitFor(() => expect(rightToWork).toHaveAccessibleDescription('Answer this question'));
    expect(screen.getByRole('spinbutton', { name: YEARS_Q })).toHaveAccessibleDescription(
      'Answer this question',
    );
    // The optional ones say nothing more.
    expect(
      screen.getByRole('radiogroup', { name: 'Which shift suits you best?' }),
    ).toHaveAccessibleDescription('Optional');
    expect(within(rightToWork).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Answering clears the message on that question.
    await user.click(within(rightToWork).getByRole('radio', { name: 'Yes' }));
    expect(rightToWork).toHaveAccessibleDescription('Required');
  });

  it('a too-long cover note and a missing answer show together', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    open();
    const user = setupUser();
    await user.click(await screen.findByLabelText('Cover note'));
    await user.paste('x'.repeat(10_001));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Cover note must be 10,000 characters or fewer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: RIGHT_TO_WORK_Q })).toHaveAccessibleDescription(
      'Answer this question',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the answers with the application, a number as a number', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() });
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('spinbutton', { name: YEARS_Q }), '3');
    await user.click(screen.getByRole('radio', { name: 'Evenings' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('applied-confirmation');
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.jobId).toBe(JOB_ID);
    // The blank optional text is left out; the years go as a number.
    expect(body.answers).toEqual([
      { questionId: RIGHT_TO_WORK, answer: 'yes' },
      { questionId: YEARS, answer: 3 },
      { questionId: SHIFT, answer: 'Evenings' },
    ]);
  });

  it('an answer that closes the application at once shows the company’s message, no "sent" success', async () => {
    const message =
      'Thank you for applying. We can only hire people with the right to work in the UK.';
    api({
      status: 201,
      body: applicationDetail({
        status: 'rejected',
        rejectionMessage: message,
        history: [
          { fromStatus: null, status: 'applied', at: '2026-03-04T10:00:00.000Z', note: null },
          {
            fromStatus: 'applied',
            status: 'rejected',
            at: '2026-03-04T10:00:00.000Z',
            note: message,
          },
        ],
      }),
    });
    useToastStore.setState({ toasts: [] });
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('spinbutton', { name: YEARS_Q }), '3');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const declined = await screen.findByTestId('application-declined');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for applying' }),
    ).toBeInTheDocument();
    expect(within(declined).getByRole('heading', { name: 'Message from Brew & Co' })).toBeVisible();
    expect(declined).toHaveTextContent(message);
    expect(within(declined).getByRole('link', { name: 'View your application' })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    // One story: no "Application sent", no status chip beside it, no success toast.
    expect(screen.queryByText(/Application sent/)).toBeNull();
    expect(screen.queryByTestId('applied-confirmation')).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("the API's 400 naming a question shows on it, and keeps what was typed", async () => {
    const message = `Answer "${YEARS_Q}": must be between 0 and 100`;
    api({ status: 400, body: { message, field: `answers/${YEARS}` } });
    renderScreen(<MobileApply />, {
      user: candidate,
      route: `/mobile-apply/${JOB_ID}`,
      path: '/mobile-apply/:id',
    });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Cover note'));
    await user.paste('Six years behind busy bars.');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('spinbutton', { name: YEARS_Q }), '12');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const years = screen.getByRole('spinbutton', { name: YEARS_Q });
    await waitFor(() => expect(years).toHaveAccessibleDescription(message));
    expect(years).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(years).toHaveValue(12);
    expect(screen.getByLabelText('Cover note')).toHaveValue('Six years behind busy bars.');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('a job without questions has no screening section and sends no answers', async () => {
    const { calls } = api({ status: 201, body: applicationDetail() }, []);
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    await screen.findByTestId('applied-confirmation');
    expect(screen.queryByRole('heading', { name: 'Screening questions' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('answers');
  });
});
