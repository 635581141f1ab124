import { Navigate, Route, Routes } from 'react-router-dom';
import { isRecruiter, useCurrentUser } from 'shared-kernel';
import { RemoteScreen } from '../federation/RemoteScreen';
import { Loading } from '../shell/Loading';
import { useFocusOnPageChange } from './focus-on-page-change';
import { RoutePage } from './RoutePage';
import { NotFound } from '../shell/NotFound';
import { SignInFirst } from './SignInFirst';
import {
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  screenFor,
  type RouteEntry,
} from '../route-map';

function element(entry: RouteEntry, recruiter: boolean) {
  if (entry.candidateOnly && recruiter) return <Navigate to="/recruiter" replace />;
  const { remote, screen } = screenFor(entry, recruiter);
  // Keyed by route: a new route starts from its loading state, so the previous page's heading is
  // gone before focus looks for the new one.
  return (
    <RoutePage key={entry.path} title={entry.title}>
      <RemoteScreen remote={remote} screen={screen} />
    </RoutePage>
  );
}

const SIGNED_OUT_PATHS = new Set(SIGNED_OUT_ROUTES.map((entry) => entry.path));
/** The signed-in pages a visitor who is signed out is asked to sign in for (not the 404). */
const SIGN_IN_FIRST_ROUTES = SIGNED_IN_ROUTES.filter((entry) => !SIGNED_OUT_PATHS.has(entry.path));

/**
 * Route availability by state (spec section 2). Signed out, a known signed-in path goes to
 * /sign-in?next=<path and query> (decisions section 8); an unknown path is the 404.
 */
export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  useFocusOnPageChange();
  const recruiter = user ? isRecruiter(user) : false;
  const stateRoutes = isPending ? [] : user ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  return (
    <Routes>
      {PUBLIC_ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} element={element(entry, recruiter)} />
      ))}
      {stateRoutes.map((entry) => (
        <Route key={entry.path} path={entry.path} element={element(entry, recruiter)} />
      ))}
      {!isPending &&
        !user &&
        SIGN_IN_FIRST_ROUTES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<SignInFirst />} />
        ))}
      <Route path="*" element={isPending ? <Loading /> : <NotFound />} />
    </Routes>
  );
}
