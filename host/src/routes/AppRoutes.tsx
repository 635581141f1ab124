import { Navigate, Route, Routes } from 'react-router-dom';
import { isRecruiter, useCurrentUser } from 'shared-kernel';
import { RemoteScreen } from '../federation/RemoteScreen';
import { Loading } from '../shell/Loading';
import { NotFound } from '../shell/NotFound';
import {
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  screenFor,
  type RouteEntry,
} from './route-map';

function element(entry: RouteEntry, recruiter: boolean) {
  if (entry.candidateOnly && recruiter) return <Navigate to="/recruiter" replace />;
  const { remote, screen } = screenFor(entry, recruiter);
  return <RemoteScreen remote={remote} screen={screen} />;
}

/** Route availability by state (spec section 2). */
export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
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
