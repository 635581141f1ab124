import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from 'shared-kernel';
import { MAX_SCREENING_QUESTIONS } from 'shared-kernel/contract';
import { SCREENING_LIBRARY } from 'shared-kernel/rules';
import { fakeApi, renderScreen, setupUser, type FakeRoute } from 'shared-kernel/testing';
import { managedJob, ok, page, venue } from '../../test/fixtures';
import { SCREENING } from '../../texts-workflows';
import EditJob from './EditJob';

const Q1 = '11111111-aaaa-4aaa-8aaa-111111111111';
const job = managedJob({
  id: 'j1',
  venue: { id: 'v1', name: 'The Anchor', venueType: 'bar', city: 'Leeds', postcode: null },
  screening: [
    {
      id: Q1,
      question: 'Do you have the right to work in the UK?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
  ],
});

const routes = (extra: Record<string, FakeRoute> = {}) =>
  fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/companies/mine/venues': ok(page([venue({ id: 'v1' })])),
    ...extra,
  });

const render = () =>
  renderScreen(
    <Routes>
      <Route path="/edit-job/:id" element={<EditJob />} />
    </Routes>,
    { route: '/edit-job/j1' },
  );

const question = (n: number) => screen.getByRole('group', { name: SCREENING.questionN(n) });

async function openLibrary(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: SCREENING.addReady }));
  return screen.getByRole('menu', { name: SCREENING.readyMenu });
}

test('the knock-out rule fits the kind: yes/no, number, choice, none for text', async () => {
  routes();
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: SCREENING.addOwn }));
  const q2 = question(2);
  // Yes/No: the answer that rules out, or none.
  const equals = within(q2).getByLabelText(SCREENING.knockout);
  expect(
    within(equals)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([SCREENING.noKnockout, 'Yes', 'No']);
  // Number: below / above a value.
  await user.selectOptions(within(q2).getByLabelText(SCREENING.kind), 'number');
  expect(within(q2).queryByLabelText(SCREENING.knockout)).toBeNull();
  await user.selectOptions(within(q2).getByLabelText(SCREENING.knockoutNumber), 'below');
  await user.type(within(q2).getByLabelText(SCREENING.knockoutValue), '2');
  // Choice: one of its choices.
  await user.selectOptions(within(q2).getByLabelText(SCREENING.kind), 'choice');
  await user.type(within(q2).getByLabelText(SCREENING.choiceN(1)), 'Weekdays');
  await user.type(within(q2).getByLabelText(SCREENING.choiceN(2)), 'Weekends');
  const choice = within(q2).getByLabelText(SCREENING.knockout);
  expect(
    within(choice)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([SCREENING.noKnockout, 'Weekdays', 'Weekends']);
  await user.selectOptions(choice, 'Weekends');
  // Text: no rule at all.
  await user.selectOptions(within(q2).getByLabelText(SCREENING.kind), 'text');
  expect(within(q2).getByText(SCREENING.textNoKnockout)).toBeInTheDocument();
  expect(within(q2).queryByLabelText(SCREENING.knockout)).toBeNull();
});

test('ready questions are added once, and none once the job asks the most', async () => {
  routes();
  render();
  const user = setupUser();
  await screen.findByRole('group', { name: SCREENING.questionN(1) });
  let menu = await openLibrary(user);
  const item = (text: string) => within(menu).getByRole('menuitem', { name: new RegExp(text) });
  // The job already asks the right-to-work question.
  expect(item('right to work')).toHaveAttribute('aria-disabled', 'true');
  await user.click(item('18 or over'));
  expect(within(question(2)).getByLabelText(SCREENING.question)).toHaveValue('Are you 18 or over?');
  expect(within(question(2)).getByLabelText(SCREENING.knockout)).toHaveValue('no');
  menu = await openLibrary(user);
  expect(item('18 or over')).toHaveAttribute('aria-disabled', 'true');
  expect(item('late finishes')).not.toHaveAttribute('aria-disabled');
  await user.keyboard('{Escape}');
  for (let n = 3; n <= MAX_SCREENING_QUESTIONS; n += 1)
    await user.click(screen.getByRole('button', { name: SCREENING.addOwn }));
  expect(screen.getByRole('button', { name: SCREENING.addOwn })).toBeDisabled();
  expect(screen.getByText(SCREENING.atMax(MAX_SCREENING_QUESTIONS))).toBeInTheDocument();
  menu = await openLibrary(user);
  const items = within(menu).getAllByRole('menuitem');
  expect(items).toHaveLength(SCREENING_LIBRARY.length);
  for (const each of items) expect(each).toHaveAttribute('aria-disabled', 'true');
});

test('saves the whole list in order, and shows an API error on its question', async () => {
  const { calls } = routes({
    'PATCH /api/jobs/j1': {
      status: 400,
      body: { message: 'Rule out needs a number', field: 'screening/1/knockout' },
    },
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: SCREENING.addOwn }));
  await user.type(within(question(2)).getByLabelText(SCREENING.question), 'Years behind a bar?');
  await user.selectOptions(within(question(2)).getByLabelText(SCREENING.kind), 'number');
  await user.selectOptions(within(question(2)).getByLabelText(SCREENING.knockoutNumber), 'below');
  await user.type(within(question(2)).getByLabelText(SCREENING.knockoutValue), '1');
  await user.click(screen.getByRole('button', { name: SCREENING.moveUp(2) }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
    screening: [
      { question: 'Years behind a bar?', kind: 'number', required: true, knockout: { below: 1 } },
      {
        id: Q1,
        question: 'Do you have the right to work in the UK?',
        kind: 'yes_no',
        required: true,
        knockout: { equals: 'no' },
      },
    ],
  });
  // 'screening/1/…' is the second question as sent: the right-to-work one, now second.
  expect(await within(question(2)).findByText('Rule out needs a number')).toBeInTheDocument();
  expect(within(question(2)).getByLabelText(SCREENING.question)).toHaveValue(
    'Do you have the right to work in the UK?',
  );
});

test('a question without its text or a number rule without its value is refused before sending', async () => {
  const { calls } = routes();
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: SCREENING.addOwn }));
  await user.selectOptions(within(question(2)).getByLabelText(SCREENING.kind), 'number');
  await user.selectOptions(within(question(2)).getByLabelText(SCREENING.knockoutNumber), 'above');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await within(question(2)).findByText(SCREENING.questionRequired(2))).toBeInTheDocument();
  expect(within(question(2)).getByText(SCREENING.knockoutValueRequired)).toBeInTheDocument();
  await user.selectOptions(within(question(2)).getByLabelText(SCREENING.kind), 'choice');
  await user.type(within(question(2)).getByLabelText(SCREENING.choiceN(1)), 'Weekends');
  await user.type(within(question(2)).getByLabelText(SCREENING.choiceN(2)), 'Weekends');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await within(question(2)).findByText(SCREENING.choicesDistinct)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});

test('after a save, a new question keeps the id the API gave it', async () => {
  const Q2 = '22222222-aaaa-4aaa-8aaa-222222222222';
  const { calls } = routes({
    'PATCH /api/jobs/j1': (call) => {
      const sent = (call.body as { screening: object[] }).screening;
      return ok({ ...job, screening: sent.map((q, i) => ({ id: i === 0 ? Q1 : Q2, ...q })) });
    },
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: SCREENING.addOwn }));
  await user.type(within(question(2)).getByLabelText(SCREENING.question), 'Can you start soon?');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  await waitFor(() =>
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Job saved'),
  );
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
  const second = calls.filter((c) => c.method === 'PATCH')[1]!.body as {
    screening: { id?: string }[];
  };
  expect(second.screening.map((q) => q.id)).toEqual([Q1, Q2]);
});
