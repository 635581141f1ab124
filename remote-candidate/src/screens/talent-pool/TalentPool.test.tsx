import { screen } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import TalentPool from './TalentPool';

const conversation = {
  id: 'c1',
  companyId: 'co1',
  companyName: 'Harbour Kitchen',
  candidateId: 'u1',
  candidateName: 'Priya Tester',
  jobId: null,
  lastMessageAt: '2026-03-04T10:00:00Z',
  createdAt: '2026-03-04T10:00:00Z',
  unreadCount: 2,
  lastMessage: {
    id: 'm1',
    senderId: 'r1',
    fromCandidate: false,
    body: 'Fancy a trial shift?',
    createdAt: '2026-03-04T10:00:00Z',
  },
};

describe('TalentPool', () => {
  it('turns visibility on with PUT /api/profile and lists conversations with unread counts', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/profile' && call.method === 'PUT')
        return { status: 200, body: { visibleInTalentPool: true, personalityType: null } };
      if (call.url === '/api/profile') return { status: 404, body: { message: 'No profile yet' } };
      return { status: 200, body: { items: [conversation], total: 1 } };
    });
    renderScreen(<TalentPool />, { route: '/talent-pool' });
    const toggle = await screen.findByLabelText('Show my profile in the talent pool');
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Harbour Kitchen/ })).toHaveAttribute(
      'href',
      '/talent-pool/messages/c1',
    );
    expect(screen.getByText('Fancy a trial shift?')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await setupUser().click(toggle);
    expect(
      await screen.findByText('Employers can find your profile and message you.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ visibleInTalentPool: true });
  });

  it('says when there are no messages, and shows failures with Retry', async () => {
    mockFetch((call) =>
      call.url === '/api/profile'
        ? { status: 500, body: { message: 'Profile down' } }
        : { status: 200, body: { items: [], total: 0 } },
    );
    renderScreen(<TalentPool />, { route: '/talent-pool' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile down');
  });
});
