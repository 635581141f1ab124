import { screen, within } from '@testing-library/react';
import type { NewStarterProgress } from 'shared-kernel/contract';
import { renderScreen } from 'shared-kernel/testing';
import { jobApplication } from '../../../test/fixtures-hiring';
import { ApplicantCard } from '../ApplicantCard';

// The board card of an accepted offer: the new-starter progress and the Ready mark (issue 43).

const noop = () => {};
const card = (newStarter: NewStarterProgress | null) =>
  renderScreen(
    <ApplicantCard
      application={jobApplication('a1', 'Maya Okafor', 'accepted', { newStarter })}
      labels={undefined}
      checked={false}
      onToggle={noop}
      onOpen={noop}
      onMove={noop}
      onMessage={noop}
      onInvite={noop}
    />,
  );

test('shows the progress in words, without the Ready mark until every step is done', () => {
  card({ done: 3, total: 5, ready: false, rightToWorkChecked: true });
  const chip = screen.getByLabelText('New starter 3/5: 3 of 5 steps done');
  expect(within(chip).getByText('New starter 3/5')).toBeVisible();
  expect(screen.queryByText('Ready for the first shift')).not.toBeInTheDocument();
});

test('every step done: "Ready for the first shift", in words', () => {
  card({ done: 5, total: 5, ready: true, rightToWorkChecked: true });
  expect(screen.getByText('New starter 5/5')).toBeVisible();
  expect(screen.getByText('Ready for the first shift')).toBeVisible();
});

test('no new-starter pack: nothing about it on the card', () => {
  card(null);
  expect(screen.queryByText(/New starter/)).not.toBeInTheDocument();
});
