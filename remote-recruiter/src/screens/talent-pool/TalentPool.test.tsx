import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok, page, poolCandidate } from '../../test/fixtures';
import TalentPool from './TalentPool';

const candidate = poolCandidate({ candidateId: 'c1' });

test('searches by skills, location, availability and culture fit', async () => {
  const { calls } = fakeApi({
    'GET /api/talent-pool': ok(page([candidate], 20)),
  });
  renderScreen(<TalentPool />, { route: '/talent-pool' });
  expect(await screen.findByText('Maya O.')).toBeInTheDocument();
  expect(screen.getByText('Culture fit 88%')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View profile: Maya O.' })).toHaveAttribute(
    'href',
    '/talent-pool/candidate/c1',
  );
  const user = setupUser();
  await user.type(screen.getByLabelText('Skills'), 'cocktails');
  await user.type(screen.getByLabelText('Location'), 'Leeds');
  await user.selectOptions(screen.getByLabelText('Available'), 'sat_evening');
  await user.selectOptions(screen.getByLabelText('Culture fit at least'), '70');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(calls.at(-1)!.url).toBe(
      '/api/talent-pool?skills=cocktails&location=Leeds&availability=sat_evening&minCulture=70&page=1&pageSize=20',
    ),
  );
});

test('nobody matches: says so', async () => {
  fakeApi({ 'GET /api/talent-pool': ok({ items: [], total: 0, page: 1, pageSize: 20 }) });
  renderScreen(<TalentPool />);
  expect(await screen.findByText('No candidates match')).toBeInTheDocument();
});
