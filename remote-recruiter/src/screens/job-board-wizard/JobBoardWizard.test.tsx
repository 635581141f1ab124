import { screen } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { page } from '../../test/fixtures';
import JobBoardWizard from './JobBoardWizard';

test('names what is missing or wrong, keeps what was typed, then recommends boards', async () => {
  fakeApi({ 'GET /api/companies/mine/jobs': { status: 200, body: page([]) } });
  renderScreen(<JobBoardWizard />);
  const user = setupUser();
  await user.type(screen.getByLabelText('Pay (£)'), '-3');
  await user.click(screen.getByRole('button', { name: 'Recommend boards' }));
  expect(screen.getByText('Role is required')).toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.getByText('Pay must be a positive number')).toBeInTheDocument();
  expect(screen.getByLabelText('Role')).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Recommended boards' })).toBeNull();

  // Typing in a field clears its message only.
  await user.type(screen.getByLabelText('Role'), 'Sous Chef');
  expect(screen.queryByText('Role is required')).toBeNull();
  expect(screen.getByText('City is required')).toBeInTheDocument();

  await user.type(screen.getByLabelText('City'), 'Leeds');
  await user.clear(screen.getByLabelText('Pay (£)'));
  await user.type(screen.getByLabelText('Pay (£)'), '15');
  await user.click(screen.getByRole('button', { name: 'Recommend boards' }));
  expect(await screen.findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
  expect(screen.getByLabelText('Role')).toHaveValue('Sous Chef');
});
