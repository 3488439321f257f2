import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useShellServices } from '../platform/shell-services';
import { SignOutPage } from '../pages/sign-out-page';
import { RootRoute } from './root-route';
import { RoutedArea } from './routed-area';

/** `/sign-in`, `/welcome`, `/welcome/{sponsor}` → `/` keeping the query (access §2.1). */
function ToRootKeepingQuery() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

/** `/sign-up`, `/sign-up/client-org` → `/` with state=sign-up (access §2.1). */
function ToSignUp() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('state', 'sign-up');
  return <Navigate to={`/?${query.toString()}`} replace />;
}

/** Layout state that belongs to one screen is reset when the route changes (access §2.9). */
function useLayoutResetOnRouteChange() {
  const { pathname } = useLocation();
  const { layoutStore } = useShellServices();
  useEffect(() => layoutStore.resetForRouteChange(), [pathname, layoutStore]);
}

export function AppRoutes() {
  useLayoutResetOnRouteChange();
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route path="/sign-in" element={<ToRootKeepingQuery />} />
      <Route path="/welcome" element={<ToRootKeepingQuery />} />
      <Route path="/welcome/:sponsor" element={<ToRootKeepingQuery />} />
      <Route path="/sign-up" element={<ToSignUp />} />
      <Route path="/sign-up/client-org" element={<ToSignUp />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      <Route path="*" element={<RoutedArea />} />
    </Routes>
  );
}
