import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModeTabs, tabAfterKey } from './ModeTabs';

const TABS = [
  { value: 'skills', label: 'Skills' },
  { value: 'culture', label: 'Culture' },
  { value: 'pay', label: 'Pay' },
] as const;

function Harness() {
  const [value, setValue] = useState<'skills' | 'culture' | 'pay'>('skills');
  return (
    <>
      <button type="button">Before</button>
      <ModeTabs value={value} onChange={setValue} tabs={TABS} label="Match by" />
      <p>Showing {value}</p>
    </>
  );
}

test('the keys of WAI-ARIA tabs: arrows wrap, Home and End', () => {
  expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
  expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
  expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  expect(tabAfterKey('Home', 2, 3)).toBe(0);
  expect(tabAfterKey('End', 0, 3)).toBe(2);
  expect(tabAfterKey('Enter', 0, 3)).toBeNull();
});

test('a tablist: a click or an arrow key selects, and only the selected tab is a Tab stop', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Match by' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Skills', selected: true })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Culture' }));
  expect(screen.getByText('Showing culture')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Culture', selected: true })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Pay', selected: true })).toHaveFocus();
  expect(screen.getByText('Showing pay')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Pay' })).toHaveFocus();
  await user.tab();
  expect(document.body).toHaveFocus();
});
