import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { page } from '../../test/fixtures';
import { moment } from '../../test/fixtures-hiring';
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

  it('offers Delete only on the moments the member may delete, and shows a refusal', async () => {
    useToastStore.setState({ toasts: [] });
    const refusal =
      "Only the person who logged this moment, or the company's owner or admins, can delete it";
    fakeApi({
      'GET /api/magical-moments': {
        status: 200,
        body: page([
          moment({ id: 'mine', teamMemberName: 'Jess Park', canDelete: true }),
          moment({ id: 'theirs', teamMemberName: 'Tom Reed', canDelete: false }),
        ]),
      },
      'GET /api/companies/mine/venues': { status: 200, body: page([]) },
      // The list was stale (e.g. a role taken away meanwhile): the API refuses.
      'DELETE /api/magical-moments/mine': { status: 403, body: { message: refusal } },
    });
    const user = setupUser();
    renderScreen(<MagicalMoments />);
    const cards = await screen.findAllByRole('article');
    const card = (name: string) => cards.find((c) => c.textContent?.includes(name))!;
    expect(within(card('Tom Reed')).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(card('Jess Park')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(refusal),
    );
  });
});
