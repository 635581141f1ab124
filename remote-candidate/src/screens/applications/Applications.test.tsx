import { screen, waitFor } from '@testing-library/react';
import { application } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Applications from './Applications';

describe('Applications', () => {
  it('lists every application with its status, and filters in progress / closed', async () => {
    fakeApi({
      'GET /api/applications/candidate': {
        status: 200,
        body: [
          application({ id: 'a1', status: 'interviewed' }),
          application({
            id: 'a2',
            status: 'rejected',
            job: {
              id: 'j2',
              title: 'Chef',
              location: 'York',
              company: { id: 'c2', name: 'Kitchen Co' },
            },
          }),
        ],
      },
    });
    const { where } = renderScreen(<Applications />, { user: candidate, route: '/applications' });
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(2));
    expect(screen.getByText('Interview')).toBeInTheDocument();
    expect(screen.getByText('Not successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application for Chef' })).toHaveAttribute(
      'href',
      '/applications/a2',
    );

    await setupUser().click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(1));
    expect(where().path).toBe('/applications?show=closed');
    expect(screen.getByText('Chef')).toBeInTheDocument();
  });

  it('empty and failed states', async () => {
    fakeApi({ 'GET /api/applications/candidate': { status: 200, body: [] } });
    const first = renderScreen(<Applications />, { user: candidate });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    first.unmount();
    fakeApi({ 'GET /api/applications/candidate': { status: 500, body: { message: 'x' } } });
    renderScreen(<Applications />, { user: candidate });
    expect(await screen.findByText('Failed to load applications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
