import { screen } from '@testing-library/react';
import { fakeApi, renderScreen } from 'shared-kernel/testing';
import EmailDemo from './EmailDemo';

describe('EmailDemo', () => {
  it('reads only the signed-in user’s mailbox and lists its e-mails', async () => {
    const { calls } = fakeApi({
      'GET /api/dev/mailbox/mine': {
        status: 200,
        body: {
          address: 'tom@example.com',
          emails: [
            {
              id: 1,
              to: 'tom@example.com',
              subject: 'Welcome to HospoHire',
              text: 'Hello Tom',
              createdAt: '2026-03-01T00:00:00Z',
              sentAt: null,
            },
          ],
        },
      },
    });
    renderScreen(<EmailDemo />);
    expect(await screen.findByText('Welcome to HospoHire')).toBeInTheDocument();
    expect(screen.getByText(/sent to tom@example.com/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/dev/mailbox/mine']);
  });

  it('says so when there is no e-mail', async () => {
    fakeApi({
      'GET /api/dev/mailbox/mine': {
        status: 200,
        body: { address: 'tom@example.com', emails: [] },
      },
    });
    renderScreen(<EmailDemo />);
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
  });
});
