import { Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from 'shared-kernel/rules';

/**
 * A signed-in page opened signed out (a link in an e-mail, a bookmark): sign in first, then back
 * to this page with its query (decisions section 8).
 */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
}
