import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { JOB_CLOSED_MESSAGES } from 'shared-kernel/rules';
import { ok } from '../../test/fixtures';
import { jobApplication } from '../../test/fixtures-hiring';
import { CloseJobDialog } from './CloseJobDialog';

const applications = [
  jobApplication('a1', 'Maya Okafor', 'applied'),
  jobApplication('a2', 'Sam Lee', 'interviewed'),
  jobApplication('a3', 'Jo King', 'rejected'),
];

function setup() {
  const api = fakeApi({
    'GET /api/jobs/j1/applications': ok({ items: applications, total: 3, page: 1, pageSize: 50 }),
    'GET /api/companies/mine/jobs': ok({
      items: [
        { id: 'j1', title: 'Bartender' },
        { id: 'j2', title: 'Head Bartender' },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    }),
    'POST /api/jobs/j1/close': ok({
      id: 'j1',
      title: 'Bartender',
      outcome: 'filled',
      rejected: ['a1'],
      moved: [{ applicationId: 'a2', jobId: 'j2' }],
    }),
  });
  const onClosed = jest.fn();
  renderScreen(
    <CloseJobDialog
      job={{ id: 'j1', title: 'Bartender' }}
      onClose={() => {}}
      onClosed={onClosed}
    />,
  );
  return { ...api, onClosed };
}

test('lists the open applications with the kind default message of the outcome', async () => {
  setup();
  const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
  expect(await within(dialog).findByText(/2 applications are still open/)).toBeInTheDocument();
  expect(within(dialog).getByText('Maya Okafor')).toBeInTheDocument();
  expect(within(dialog).getByText('Sam Lee')).toBeInTheDocument();
  expect(within(dialog).queryByText('Jo King')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Message to the candidates')).toHaveValue(
    JOB_CLOSED_MESSAGES.closed,
  );
  await setupUser().selectOptions(within(dialog).getByLabelText('Why is it closing?'), 'filled');
  expect(screen.getByRole('dialog', { name: 'Mark this job as filled?' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Message to the candidates')).toHaveValue(
    JOB_CLOSED_MESSAGES.filled,
  );
});

test('sends the edited message and the moves to another open job', async () => {
  const { calls, onClosed } = setup();
  const user = setupUser();
  const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
  await user.selectOptions(await within(dialog).findByLabelText('Why is it closing?'), 'filled');
  const message = within(dialog).getByLabelText('Message to the candidates');
  await user.clear(message);
  await user.click(within(dialog).getByRole('button', { name: 'Mark as filled' }));
  expect(within(dialog).getByText('Write a message to the candidates')).toBeInTheDocument();
  await user.type(message, 'Thank you, we have hired.');
  const move = within(dialog).getByLabelText('Move Sam Lee to');
  expect(
    within(move)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Reject with the message', 'Head Bartender']);
  await user.selectOptions(move, 'j2');
  await user.click(within(dialog).getByRole('button', { name: 'Mark as filled' }));
  await waitFor(() => expect(onClosed).toHaveBeenCalled());
  expect(calls.find((c) => c.url === '/api/jobs/j1/close')!.body).toEqual({
    outcome: 'filled',
    message: 'Thank you, we have hired.',
    moves: [{ applicationId: 'a2', jobId: 'j2' }],
  });
});
