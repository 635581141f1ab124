import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { DEFAULT_WORKFLOW, type HiringWorkflows as Overview } from 'shared-kernel/contract';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { WORKFLOW, WORKFLOWS } from '../../texts-workflows';
import HiringWorkflows from './HiringWorkflows';

const JOB = '11111111-1111-4111-8111-111111111111';
const Q = '22222222-2222-4222-8222-222222222222';
const APP = '33333333-3333-4333-8333-333333333333';

const companyDefault = { ...DEFAULT_WORKFLOW, trialHourlyRate: null, inherited: false };
const overview = (jobs: Overview['jobs'] = []): Overview => ({ companyDefault, jobs });
const bartender: Overview['jobs'][number] = {
  id: JOB,
  title: 'Bartender',
  status: 'open',
  screening: [
    {
      id: Q,
      question: 'Are you 18 or over?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
  ],
  workflow: { ...DEFAULT_WORKFLOW, knockoutDelayHours: 0, trialHourlyRate: null, inherited: false },
  applications: 40,
  stats: [{ questionId: Q, question: 'Are you 18 or over?', answered: 40, knockedOut: 40 }],
};
const logEntry = {
  id: '44444444-4444-4444-8444-444444444444',
  at: '2026-03-04T10:00:00.000Z',
  kind: 'knocked_out',
  applicationId: APP,
  job: { id: JOB, title: 'Bartender' },
  candidateName: 'Sam Lee',
  questionId: Q,
  question: 'Are you 18 or over?',
  answer: 'no',
  rule: { equals: 'no' },
  detail: null,
};

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
beforeEach(() => useToastStore.setState({ toasts: [] }));

test('no job asks questions: says so with a link to post a job; the default saves', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/hiring-workflows': ok(overview()),
    'GET /api/companies/mine/workflow-log': ok([]),
    'PUT /api/companies/mine/workflow': (call) =>
      ok({ ...(call.body as object), inherited: false }),
  });
  renderScreen(<HiringWorkflows />);
  expect(await screen.findByText(WORKFLOWS.noJobs)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: WORKFLOWS.postJob })).toHaveAttribute(
    'href',
    '/post-job',
  );
  expect(await screen.findByText(WORKFLOWS.logEmpty)).toBeInTheDocument();
  const user = setupUser();
  const delay = screen.getByLabelText(WORKFLOW.knockoutDelayHours);
  await user.clear(delay);
  await user.type(delay, '80');
  await user.click(screen.getByRole('button', { name: WORKFLOW.save }));
  expect(await screen.findByText(WORKFLOW.delayRange(72))).toBeInTheDocument();
  await user.clear(delay);
  await user.type(delay, '0');
  await user.selectOptions(screen.getByLabelText(WORKFLOW.autoInvite), 'trial_shift');
  await user.type(screen.getByLabelText(WORKFLOW.trialHourlyRate), '12.5');
  await user.click(screen.getByRole('button', { name: WORKFLOW.save }));
  await waitFor(() => expect(toastTitles()).toContain(WORKFLOW.saved));
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    knockoutDelayHours: 0,
    rejectionMessage: DEFAULT_WORKFLOW.rejectionMessage,
    autoInvite: 'trial_shift',
    trialHourlyRate: 12.5,
  });
});

test('a job with its questions, stats and own workflow; back to the default; the log links', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/hiring-workflows': ok(overview([bartender])),
    'GET /api/companies/mine/workflow-log': ok([logEntry]),
    [`DELETE /api/jobs/${JOB}/workflow`]: { status: 204, body: null },
  });
  renderScreen(<HiringWorkflows />);
  const card = await screen.findByRole('article', { name: 'Bartender' });
  expect(within(card).getByText('Rules out if the answer is No')).toBeInTheDocument();
  expect(within(card).getByText('Ruled out 40 of 40')).toBeInTheDocument();
  expect(within(card).getByText(WORKFLOWS.rulesOutEveryone)).toBeInTheDocument();
  expect(within(card).getByText(WORKFLOWS.ownWorkflow)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Edit questions/ })).toHaveAttribute(
    'href',
    `/edit-job/${JOB}`,
  );
  const log = screen.getByRole('region', { name: WORKFLOWS.log });
  expect(await within(log).findByText('Ruled out')).toBeInTheDocument();
  expect(within(log).getByText('Are you 18 or over? — answered No')).toBeInTheDocument();
  expect(within(log).getByRole('link', { name: /Sam Lee/ })).toHaveAttribute(
    'href',
    `/job-applications/${JOB}?application=${APP}`,
  );

  const user = setupUser();
  await user.click(within(card).getByRole('button', { name: /Edit workflow/ }));
  const dialog = screen.getByRole('dialog', { name: WORKFLOWS.editWorkflowFor('Bartender') });
  await user.click(within(dialog).getByRole('radio', { name: WORKFLOWS.useDefault }));
  await user.click(within(dialog).getByRole('button', { name: WORKFLOWS.saveWorkflow }));
  await waitFor(() => expect(toastTitles()).toContain(WORKFLOWS.resetDone));
  expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/jobs/${JOB}/workflow`)).toBe(
    true,
  );
});
