import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen } from 'shared-kernel/testing';
import { page } from '../../test/fixtures';
import Venue from './Venue';

const at = (id: string) =>
  renderScreen(
    <Routes>
      <Route path="/venue/:id" element={<Venue />} />
    </Routes>,
    { route: `/venue/${id}` },
  );

describe('Venue', () => {
  it('shows the venue, its numbers and its open jobs only', async () => {
    fakeApi({
      'GET /api/venues/v-1': {
        status: 200,
        body: {
          id: 'v-1',
          name: 'The Pier Kitchen',
          venueType: 'restaurant',
          city: 'Brighton',
          postcode: null,
          addressLine: null,
          description: null,
          archived: false,
          updatedAt: 'x',
          openJobs: 1,
          hires: 3,
        },
      },
      'GET /api/companies/mine/jobs': {
        status: 200,
        body: page([
          {
            id: 'j-1',
            title: 'Line Cook',
            pay: '£12.50/hour',
            tips: { kind: 'tronc', averagePerHour: 2.5 },
            venue: { id: 'v-1', name: 'The Pier Kitchen', city: 'Brighton' },
            totalApplications: 2,
          },
          {
            id: 'j-2',
            title: 'Barista',
            pay: '£11.50/hour',
            venue: { id: 'v-2', name: 'Elsewhere', city: 'Hove' },
            totalApplications: 0,
          },
        ]),
      },
    });
    at('v-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Pier Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Line Cook' })).toHaveAttribute(
      'href',
      '/job-applications/j-1',
    );
    // The base pay, and the tips beside it (issue 43).
    expect(
      screen.getByText(/^£12\.50\/hour \+ tips shared by tronc, about £2\.50\/hour · /),
    ).toBeInTheDocument();
    expect(screen.queryByText('Barista')).not.toBeInTheDocument();
  });

  it('says the venue is not found for an id that is not the company’s', async () => {
    fakeApi({ 'GET /api/venues/v-9': { status: 404, body: { message: 'Venue not found' } } });
    at('v-9');
    expect(await screen.findByText('Venue not found')).toBeInTheDocument();
  });
});
