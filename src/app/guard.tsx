// The navigation guard 路由守卫 of product.md §2.1: no token → /login?redirect=…; token on /login → /; else wait for roles.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { Center, Loader } from '@mantine/core';
import { getMyTeams, getUserInfo } from '../api/auth';
import { loginPathFor } from '../state/navigation';
import { clearSession, getAccessToken, rolesAtom, saveUserInfo } from '../state/session';
import { appStore } from '../state/store';
import { teamsAtom } from '../state/teams';
import { PUBLIC_PATHS } from './routes';

let loading: Promise<void> | null = null;

/** Loads user info (→ roles, showMan) and the user's teams once, however many guards ask at the same time. */
export function loadSession(): Promise<void> {
  loading ??= (async () => {
    // Teams only feed the avatar menu: a failure there must not keep the user out.
    const [info, teams] = await Promise.all([getUserInfo(), getMyTeams(1, 100).catch(() => null)]);
    saveUserInfo(info);
    appStore.set(teamsAtom, teams?.teams ?? []);
  })().finally(() => {
    loading = null;
  });
  return loading;
}

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
  if (location.pathname === '/login') return <Navigate to="/" replace />;
  if (isPublic || roles.length > 0) return <Outlet />;
  return (
    <Center mih="100vh" data-testid="guard-loading">
      <Loader />
    </Center>
  );
}
