// The navigation guard 路由守卫 of product.md §2.1: no token → /login?redirect=…; token on /login → its redirect; else wait for roles.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { Center, Loader } from '@mantine/core';
import { loadSession } from '../state/load-session';
import { loginPathFor, redirectAfterLogin } from '../state/navigation';
import { clearSession, getAccessToken, rolesAtom } from '../state/session';
import { PUBLIC_PATHS } from './routes';

export function AuthGuard() {
  const location = useLocation();
  const roles = useAtomValue(rolesAtom);
  const token = getAccessToken();
  const fullPath = location.pathname + location.search;
  const isPublic = PUBLIC_PATHS.includes(location.pathname);
  const needsRoles = Boolean(token) && !isPublic && roles.length === 0;
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!needsRoles) return;
    let cancelled = false;
    loadSession().catch(() => {
      if (cancelled) return;
      // The client already told the user why (toast); the stale session must go before the login page.
      clearSession();
      setFailedFor(fullPath);
    });
    return () => {
      cancelled = true;
    };
  }, [needsRoles, fullPath]);

  if (!token) return isPublic ? <Outlet /> : <Navigate to={loginPathFor(failedFor ?? fullPath)} replace />;
  // The login panel goes to the same place once it has loaded the session; this covers a signed-in visit of /login
  // (and the render between storing the tokens and that navigation, which must not head elsewhere).
  if (location.pathname === '/login') return <Navigate to={redirectAfterLogin(location.search)} replace />;
  if (isPublic || roles.length > 0) return <Outlet />;
  return (
    <Center mih="100vh" data-testid="guard-loading">
      <Loader />
    </Center>
  );
}
