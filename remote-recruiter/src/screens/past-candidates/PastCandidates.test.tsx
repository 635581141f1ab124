import { screen } from '@testing-library/react';
import { fakeApi, renderScreen } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import Referrals from './Referrals';
import Rehire from './Rehire';

test('referrals list past applicants with a way to invite them back', async () => {
  const { calls } = fakeApi({
    'GET /api/past-candidates': ok({
      items: [
        {
          candidateId: 'c1',
          name: 'Rae Carter',
          applicationId: 'a1',
          status: 'rejected',
          at: '2030-03-04T10:00:00Z',
          job: { id: 'j1', title: 'Bartender' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  });
  renderScreen(<Referrals />);
  expect(await screen.findByText('Rae Carter')).toBeInTheDocument();
  expect(screen.getByText('Bartender · Rejected Mar 4')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invite back: Rae Carter' })).toHaveAttribute(
    'href',
    '/talent-pool/messages/c1',
  );
  expect(calls[0].url).toBe('/api/past-candidates?kind=applicants&page=1&pageSize=20');
});

test('rehire with nobody hired yet says so', async () => {
  fakeApi({ 'GET /api/past-candidates': ok({ items: [], total: 0, page: 1, pageSize: 20 }) });
  renderScreen(<Rehire />);
  expect(await screen.findByText('No past hires yet')).toBeInTheDocument();
});
