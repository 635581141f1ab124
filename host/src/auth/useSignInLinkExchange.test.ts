import { signInLinkToken } from './useSignInLinkExchange';

describe('which addresses are sign-in links', () => {
  it('a token on / (or any app path) is a sign-in link', () => {
    expect(signInLinkToken({ pathname: '/', search: '?token=abc' })).toBe('abc');
    expect(signInLinkToken({ pathname: '/jobs', search: '?token=abc' })).toBe('abc');
    expect(signInLinkToken({ pathname: '/', search: '' })).toBeNull();
  });

  it('the verification and unsubscribe pages keep their own token', () => {
    expect(signInLinkToken({ pathname: '/verify-email', search: '?token=abc' })).toBeNull();
    expect(signInLinkToken({ pathname: '/verify-email/', search: '?token=abc' })).toBeNull();
    expect(signInLinkToken({ pathname: '/unsubscribe', search: '?token=abc' })).toBeNull();
  });
});
