import { screen } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Unsubscribe from './Unsubscribe';

const show = (route: string) => renderScreen(<Unsubscribe />, { route, user: null as never });

describe('Unsubscribe', () => {
  it('signed out: nothing changes until the button; then it says what was turned off', async () => {
    const { calls } = fakeApi({
      'POST /api/email/unsubscribe': { status: 200, body: { kind: 'job_alerts', enabled: false } },
    });
    show('/unsubscribe?token=tok-123456789012345678901');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    expect(calls).toEqual([]);
    await setupUser().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: you will no longer get e-mails about job alerts. You can turn them back on in Settings.',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/email/unsubscribe',
        body: { token: 'tok-123456789012345678901' },
      }),
    ]);
  });

  it('an unknown link says so', async () => {
    fakeApi({
      'POST /api/email/unsubscribe': {
        status: 404,
        body: { message: 'This unsubscribe link is not valid' },
      },
    });
    show('/unsubscribe?token=nope-nope-nope-nope-nope');
    await setupUser().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeVisible();
  });

  it('a link without a token says it is incomplete, with no button', async () => {
    fakeApi({});
    show('/unsubscribe');
    expect(await screen.findByText(/This unsubscribe link is incomplete/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
