import { CURRENT_USER_KEY, createQueryClient } from 'shared-kernel';
import { assumeSignedOutWithoutHint, hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is read from the cookie header, by exact name and value', () => {
    expect(hasSignedInHint('a=1; hh_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('hh_signed_in=1')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('hh_signed_in=0; x_hh_signed_in=1')).toBe(false);
  });

  it('without it the landing page knows at once that nobody is signed in (no request)', () => {
    const queryClient = createQueryClient();
    assumeSignedOutWithoutHint(queryClient, 'hh_cookie_consent=x', '/');
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.status).toBe('success');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('with it the current user is asked for as before', () => {
    const queryClient = createQueryClient();
    assumeSignedOutWithoutHint(queryClient, 'hh_signed_in=1', '/');
    expect(queryClient.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
  });

  it.each(['/jobs/head-chef-leeds-689d11fd-3bdd-4cc7-b766-d14eba0f3b9a', '/job-search'])(
    'so do the pages visitors arrive on from outside: %s',
    (path) => {
      const queryClient = createQueryClient();
      assumeSignedOutWithoutHint(queryClient, '', path);
      expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    },
  );

  it('any other page asks even without it (a session made before the hint existed)', () => {
    for (const path of ['/dashboard', '/jobs', '/job-searches']) {
      const queryClient = createQueryClient();
      assumeSignedOutWithoutHint(queryClient, '', path);
      expect(queryClient.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
    }
  });
});
