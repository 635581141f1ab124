import { screen } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import VenueConfirm from './VenueConfirm';

describe('VenueConfirm', () => {
  it('without a venue id, says there is nothing to confirm', () => {
    fakeApi({});
    renderScreen(<VenueConfirm />, { route: '/venue-confirm' });
    expect(screen.getByText('No venue to confirm')).toBeInTheDocument();
  });

  it('shows the new venue and goes back to the company once confirmed', async () => {
    fakeApi({
      'GET /api/venues/v-1': {
        status: 200,
        body: {
          id: 'v-1',
          name: 'The Pier Kitchen',
          venueType: 'restaurant',
          city: 'Brighton',
          postcode: 'BN1 1AA',
          addressLine: null,
          description: null,
          openJobs: 0,
          hires: 0,
        },
      },
    });
    const user = setupUser();
    const { where } = renderScreen(<VenueConfirm />, { route: '/venue-confirm?id=v-1' });
    expect(await screen.findByText('The Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByText('BN1 1AA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Looks right' }));
    expect(where().path).toBe('/company-management');
  });
});
