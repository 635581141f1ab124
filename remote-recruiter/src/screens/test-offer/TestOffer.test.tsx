import { screen, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import TestOffer from './TestOffer';

test('previews the offer as the candidate will see it, and loads one already sent', async () => {
  fakeApi({
    'GET /api/me/company': ok({ companyId: 'c1', company: { name: 'Anchor Group' } }),
    'GET /api/offers': ok({
      items: [
        {
          id: 'o1',
          applicationId: 'a1',
          status: 'pending',
          salaryAmount: 30000,
          salaryType: 'yearly',
          startDate: '2030-06-01',
          expiresAt: '2030-05-20T12:00:00Z',
          message: 'Welcome aboard',
          respondedAt: null,
          createdAt: '2030-05-01T12:00:00Z',
          job: { id: 'j1', title: 'Head Chef' },
          company: { id: 'c1', name: 'Anchor Group' },
          candidate: { id: 'c9', name: 'Sam Lee' },
        },
      ],
      total: 1,
    }),
  });
  renderScreen(<TestOffer />);
  const preview = screen.getByTestId('offer-preview');
  const user = setupUser();
  await user.type(screen.getByLabelText('Job title'), 'Bartender');
  await user.type(screen.getByLabelText('Pay amount (£)'), '13');
  expect(within(preview).getByText('Bartender')).toBeInTheDocument();
  expect(within(preview).getByText('£13.00/hour')).toBeInTheDocument();
  expect(await within(preview).findByText('Job offer from Anchor Group')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'What the candidate sees' }));
  expect(within(preview).getByText('Head Chef')).toBeInTheDocument();
  expect(within(preview).getByText('£30,000/year')).toBeInTheDocument();
  expect(within(preview).getByText('Starts Jun 1')).toBeInTheDocument();
});
