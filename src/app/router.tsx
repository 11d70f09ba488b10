// The router: every route of product.md §2.1 behind the guard; pages load lazily inside the common layout.
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { useAtomValue } from 'jotai';
import { AppLayout, PageLoader } from '../components/layout/AppLayout';
import { InvitationsPrompt } from '../features/account/InvitationsPrompt';
import { sessionAtom } from '../state/session';
import { AuthGuard } from './guard';
import { NotFoundPage, UnauthorizedPage } from './pages/ErrorPage';
import { RedirectPage } from './pages/RedirectPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { HOME_PATH, pageRoutes, publicPages, routeGroups } from './routes';
import type { PageRoute } from './routes';

export const APP_TITLE = '农林经济智能测算系统';

function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/** 系统管理 is for super-administrators only: without showMan the page answers 401. */
function ShowManOnly({ page }: { page: ComponentType }) {
  const { showMan } = useAtomValue(sessionAtom);
  return showMan ? <Lazy page={page} /> : <Navigate to="/401" replace />;
}

function pageRoute(route: PageRoute): RouteObject[] {
  if (!route.component) return [];
  const element = route.requiresShowMan ? (
    <ShowManOnly page={route.component} />
  ) : (
    <Lazy page={route.component} />
  );
  return [{ path: route.path, element }];
}

export function createAppRoutes(): RouteObject[] {
  return [
    // Outside the guard, so an anonymous visit to / is remembered as /dashboard.
    { path: '/', element: <Navigate to={HOME_PATH} replace /> },
    {
      element: <AuthGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: <Lazy page={publicPages.login} /> },
        { path: '/auth-redirect', element: <Lazy page={publicPages.authRedirect} /> },
        {
          element: (
            <>
              <AppLayout title={APP_TITLE} groups={routeGroups} home={{ title: '首页', path: HOME_PATH }} />
              <InvitationsPrompt />
            </>
          ),
          children: [
            // A page that throws keeps the sidebar and top bar around its error message.
            {
              errorElement: <RouteErrorPage />,
              children: [
                ...pageRoutes.flatMap(pageRoute),
                { path: '/redirect/*', element: <RedirectPage /> },
                { path: '/404', element: <NotFoundPage /> },
                { path: '/401', element: <UnauthorizedPage /> },
                { path: '*', element: <Navigate to="/404" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
