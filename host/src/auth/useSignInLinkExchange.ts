import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY, exchangeSignInToken, setSignedInUser } from 'shared-kernel';

/**
 * The pages whose own e-mailed links carry a `token` query value (a verification link, an
 * unsubscribe link): theirs is not a sign-in link, and must not be posted to /api/auth/token.
 */
export const PAGES_WITH_OWN_TOKEN = new Set(['/verify-email', '/unsubscribe']);

/** The sign-in link token of the address at load, if it is one. */
export function signInLinkToken(location: Pick<Location, 'pathname' | 'search'>): string | null {
  if (PAGES_WITH_OWN_TOKEN.has(location.pathname.replace(/\/+$/, ''))) return null;
  return new URLSearchParams(location.search).get('token');
}

/**
 * An address with a `token` query value is a one-time sign-in link (decisions section 4): it is
 * exchanged for a session, then the address is replaced by `/`. Returns true while exchanging.
 */
export function useSignInLinkExchange(): boolean {
  const queryClient = useQueryClient();
  const [token] = useState(() => signInLinkToken(window.location));
  const [exchanging, setExchanging] = useState(Boolean(token));

  useEffect(() => {
    if (!token) return;
    let active = true;
    exchangeSignInToken(token)
      .then(async (user) => {
        // The current-user fetch started at page load (no session yet) may still be in flight:
        // cancel it first, or its late "signed out" could overwrite the user.
        await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
        setSignedInUser(queryClient, user);
      })
      .catch((error: unknown) => console.warn('Sign-in link refused', error))
      .finally(() => {
        window.history.replaceState(null, '', '/');
        if (active) setExchanging(false);
      });
    return () => {
      active = false;
    };
  }, [token, queryClient]);

  return exchanging;
}
