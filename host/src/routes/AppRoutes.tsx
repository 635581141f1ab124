import { Navigate, Route, Routes } from 'react-router-dom';
import { isRecruiter, useCurrentUser } from 'shared-kernel';
import { RemoteScreen } from '../federation/RemoteScreen';
import { Loading } from '../shell/Loading';
import { useFocusOnPageChange } from './focus-on-page-change';
import { RoutePage } from './RoutePage';
import { NotFound } from '../shell/NotFound';
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

/** Route availability by state (spec section 2). */
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
      <Route path="*" element={isPending ? <Loading /> : <NotFound />} />
    </Routes>
  );
}
