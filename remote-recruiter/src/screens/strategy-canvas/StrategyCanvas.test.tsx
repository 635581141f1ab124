import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import StrategyCanvas from './StrategyCanvas';

describe('StrategyCanvas', () => {
  it('adds values, names a missing title, and saves to the culture profile', async () => {
    const { calls } = fakeApi({
      'GET /api/strategy-canvas': {
        status: 200,
        body: { coreValues: [], standards: [], primaryValues: [], updatedAt: null },
      },
      'PUT /api/strategy-canvas': (call) => ({
        status: 200,
        body: { ...(call.body as object), primaryValues: [], updatedAt: '2026-03-01T00:00:00Z' },
      }),
    });
    const user = setupUser();
    renderScreen(<StrategyCanvas />);
    expect(await screen.findByText(/No values yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a value' }));
    await user.click(screen.getByRole('button', { name: 'Save canvas' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'Look after each other');
    await user.click(screen.getByRole('button', { name: 'Save canvas' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      coreValues: [{ title: 'Look after each other', description: '', primaryValue: null }],
      standards: [],
      applyToCultureProfile: true,
    });
  });
});
