import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { exchangeSignInToken, setSignedInUser } from 'shared-kernel';

/**
 * An address with a `token` query value is a one-time sign-in link (decisions section 4): it is
 * exchanged for a session, then the address is replaced by `/`. Returns true while exchanging.
 */
export function useSignInLinkExchange(): boolean {
  const queryClient = useQueryClient();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const [exchanging, setExchanging] = useState(Boolean(token));

  useEffect(() => {
    if (!token) return;
    let active = true;
    exchangeSignInToken(token)
      .then((user) => setSignedInUser(queryClient, user))
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
