import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicationStatus } from 'shared-kernel/contract';
import { application, applicationDetail } from '../../test/fixtures';
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
            rejectionMessage: 'Thanks for applying: this role needs the right to work in the UK.',
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
    // A rejection shows the company's own message in its row; the other rows none.
    expect(screen.getAllByTestId('rejection-message')).toHaveLength(1);
    expect(screen.getByTestId('rejection-message')).toHaveTextContent(
      'Kitchen Co: “Thanks for applying: this role needs the right to work in the UK.”',
    );
    expect(screen.getByRole('link', { name: 'View application for Chef' })).toHaveAttribute(
      'href',
      '/applications/a2',
    );

    await setupUser().click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(1));
    expect(where().path).toBe('/applications?show=closed');
    expect(screen.getByText('Chef')).toBeInTheDocument();
  });

  it("an accepted offer's row shows its new-starter progress", async () => {
    fakeApi({
      'GET /api/applications/candidate': {
        status: 200,
        body: [
          application({
            id: 'a1',
            status: 'accepted',
            newStarter: { done: 2, total: 5, ready: false, rightToWorkChecked: false },
          }),
          application({
            id: 'a2',
            status: 'accepted',
            newStarter: { done: 5, total: 5, ready: true, rightToWorkChecked: true },
          }),
          application({ id: 'a3', status: 'applied' }),
        ],
      },
    });
    renderScreen(<Applications />, { user: candidate, route: '/applications' });
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(3));
    expect(screen.getAllByTestId('new-starter-chip').map((chip) => chip.textContent)).toEqual([
      'New-starter pack: 2 of 5',
      'Ready for your first shift',
    ]);
  });

  it('withdraws an open application after confirmation; the row then shows Withdrawn', async () => {
    let status: ApplicationStatus = 'reviewed';
    const { calls } = fakeApi({
      'GET /api/applications/candidate': () => ({
        status: 200,
        body: [
          application({ id: 'a1', status }),
          application({
            id: 'a2',
            status: 'rejected',
            job: { id: 'j2', title: 'Chef', location: 'York', company: { id: 'c2', name: 'K' } },
          }),
        ],
      }),
      'POST /api/applications/a1/withdraw': () => {
        status = 'withdrawn';
        return { status: 200, body: applicationDetail({ id: 'a1', status }) };
      },
    });
    renderScreen(<Applications />, { user: candidate, route: '/applications' });
    const [open, closed] = await screen.findAllByTestId('application-item');
    // Only an open application can be withdrawn.
    expect(within(closed).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    const user = setupUser();

    await user.click(
      within(open).getByRole('button', { name: 'Withdraw application for Barista' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent('Brew & Co will be told that you no longer want the Barista');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(
      await within(open).findByRole('button', { name: 'Withdraw application for Barista' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(within(open).getByText('Withdrawn').closest('[data-status]')).toHaveAttribute(
        'data-status',
        'withdrawn',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/applications/a1/withdraw',
    ]);
    expect(within(open).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    // Withdrawn is a closed application.
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(screen.getAllByTestId('application-item')).toHaveLength(2));
  });

  it('keeps the dialog open with the reason when withdrawing fails', async () => {
    fakeApi({
      'GET /api/applications/candidate': { status: 200, body: [application({ id: 'a1' })] },
      'POST /api/applications/a1/withdraw': {
        status: 409,
        body: { message: 'This application is already closed' },
      },
    });
    renderScreen(<Applications />, { user: candidate, route: '/applications' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /Withdraw application/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(/This application is already closed/),
    ).toHaveTextContent('Your application was not withdrawn: This application is already closed');
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
