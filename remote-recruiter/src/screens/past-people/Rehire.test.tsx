import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, page } from '../../test/fixtures';
import Referrals from './Referrals';
import Rehire from './Rehire';

const priya = {
  candidateId: 'cand-1',
  name: 'Priya Shah',
  city: 'Leeds',
  skills: ['cocktails'],
  applications: 1,
  lastJobTitle: 'Bartender',
  lastVenueName: 'The Pier Kitchen',
  lastStatus: 'accepted',
  lastAppliedAt: '2025-06-01T00:00:00Z',
  conversationId: null,
  moments: [
    {
      id: 'm-1',
      teamMemberName: 'Priya Shah',
      title: 'The birthday rescue',
      description: 'Baked a cake.',
      occurredOn: '2025-07-01',
      venueId: null,
      venueName: null,
      createdAt: '2025-07-01T00:00:00Z',
      canDelete: false,
    },
  ],
};

describe('Rehire and Referrals', () => {
  it('shows past hires with their magical moments and invites one back through a message', async () => {
    const { calls } = fakeApi({
      'GET /api/companies/mine/past-people': { status: 200, body: page([priya]) },
      'GET /api/me/company': { status: 200, body: demoCompany },
      'GET /api/companies/mine/jobs': { status: 200, body: page([]) },
      'POST /api/conversations': { status: 201, body: { conversation: { id: 'conv-1' } } },
    });
    const user = setupUser();
    renderScreen(<Rehire />);
    expect(await screen.findByText('The birthday rescue')).toBeInTheDocument();
    expect(calls[0].url).toContain('kind=hires');
    await user.click(screen.getByRole('button', { name: 'Invite back Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Priya Shah back' });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toContain(
        'Harbour Group',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ candidateId: 'cand-1' });
  });

  it('shows the empty state of past applicants', async () => {
    fakeApi({
      'GET /api/companies/mine/past-people': { status: 200, body: page([]) },
      'GET /api/me/company': { status: 200, body: demoCompany },
    });
    renderScreen(<Referrals />);
    expect(await screen.findByText('No past applicants yet')).toBeInTheDocument();
  });
});
