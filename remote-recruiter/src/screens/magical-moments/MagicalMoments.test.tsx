import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { page } from '../../test/fixtures';
import MagicalMoments from './MagicalMoments';

describe('MagicalMoments', () => {
  it('shows the empty state, refuses a moment without its story and logs a full one', async () => {
    const { calls } = fakeApi({
      'GET /api/magical-moments': { status: 200, body: page([]) },
      'GET /api/companies/mine/venues': { status: 200, body: page([]) },
      'POST /api/magical-moments': (call) => ({
        status: 201,
        body: { id: 'm-1', ...(call.body as object) },
      }),
    });
    const user = setupUser();
    renderScreen(<MagicalMoments />);
    expect(await screen.findByText('No moments logged yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Team member'), 'Jess Park');
    await user.click(screen.getByRole('button', { name: 'Log moment' }));
    expect(screen.getByText('What happened is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Team member')).toHaveValue('Jess Park');
    await user.type(screen.getByLabelText('What happened'), 'Found a lost ring in the garden.');
    await user.click(screen.getByRole('button', { name: 'Log moment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      teamMemberName: 'Jess Park',
      description: 'Found a lost ring in the garden.',
      venueId: null,
    });
  });
});
