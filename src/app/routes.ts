// The route table 路由表 of product.md §2.1: every page inside the layout, with the meta the sidebar, breadcrumb and tags view read.
import { lazy } from 'react';
import type { PageRoute, RouteGroup } from '../components/layout/route-types';
import { preloadEntry } from '../features/entry/preload';
import { loadSession } from '../state/load-session';
import { HOME_PATH } from '../state/navigation';
import { preloadablePage } from './preloadable-page';

export type { PageRoute, RouteGroup } from '../components/layout/route-types';

// React.lazy keeps each screen (and AG Grid with it) in its own chunk, out of the login bundle.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const AuthRedirectPage = lazy(() => import('../features/auth/AuthRedirectPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ManagePage = lazy(() => import('../features/projects/ManagePage'));
const ProjectDetailPage = lazy(() => import('../features/projects/ProjectDetailPage'));
const CaluatePage = lazy(() => import('../features/projects/CaluatePage'));
const calPage = preloadablePage(() => {
  // The entry screen's data and calc workers are asked for while its code loads (preload.ts).
  preloadEntry(window.location.search);
  return import('../features/entry/CalPage');
});
const ReportPage = lazy(() => import('../features/reports/ReportPage'));
const ReportDetailPage = lazy(() => import('../features/results/ReportDetailPage'));
const UserPage = lazy(() => import('../features/account/UserPage'));
const SystemPage = lazy(() => import('../features/system/SystemPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));

export const publicPages = { login: LoginPage, authRedirect: AuthRedirectPage };

export { HOME_PATH };

export const routeGroups: RouteGroup[] = [
  {
    path: '/',
    children: [{ path: HOME_PATH, title: '首页', icon: 'dashboard', affix: true, component: DashboardPage }],
  },
  {
    path: '/manage',
    children: [
      { path: '/manage', title: '项目管理', icon: 'project', affix: true, component: ManagePage },
      {
        path: '/manage/detail',
        title: '项目详情',
        hidden: true,
        parent: '/manage',
        component: ProjectDetailPage,
      },
    ],
  },
  {
    path: '/caluate',
    children: [
      { path: '/caluate', title: '录入与测算', icon: 'calculator', affix: true, component: CaluatePage },
      {
        path: '/caluate/page',
        title: '数据录入与测算',
        name: 'calpage',
        hidden: true,
        parent: '/caluate',
        component: calPage.Page,
      },
    ],
  },
  {
    path: '/report',
    children: [
      { path: '/report', title: '报告', icon: 'report', affix: true, component: ReportPage },
      {
        path: '/report/page',
        title: '报告详情',
        hidden: true,
        parent: '/report',
        component: ReportDetailPage,
      },
    ],
  },
  { path: '/user', children: [{ path: '/user', title: '账号中心', icon: 'user', component: UserPage }] },
  {
    path: '/system',
    requiresShowMan: true,
    children: [
      { path: '/system', title: '系统管理', icon: 'system', requiresShowMan: true, component: SystemPage },
    ],
  },
  {
    path: '/profile',
    hidden: true,
    children: [{ path: '/profile/index', title: '个人中心', hidden: true, component: ProfilePage }],
  },
];

export const pageRoutes: PageRoute[] = routeGroups.flatMap((g) => g.children);

/** Pages reachable without a token (product.md §2.1 guard). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect'];

/** The calculation page for a version, as other screens open it (named route calpage). */
export function calpagePath(query: {
  id: number | string;
  name?: string;
  projectid?: number | string;
  datastr?: string;
}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/caluate/page?${params.toString()}`;
}

export function findPage(pathname: string): PageRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageRoutes.find((r) => r.path === clean);
}

/**
 * A signed-in page load at the entry screen's address: its code, requests and workers start with the app, not once
 * the session (roles) has loaded and the route has rendered — a reload of a large version paints its tab sooner.
 */
export function startPageAtLoad(pathname: string, search: string): void {
  if (findPage(pathname)?.name !== 'calpage') return;
  // asked first, so that the server answers it before the version's data: the route renders once the roles are in
  // (the guard asks for the same load, and tells its failure)
  loadSession().catch(() => undefined);
  preloadEntry(search);
  // The page's code (ten files, AG Grid's 900 kB among them) is asked for at once, right after the version's data:
  // the tab is built from the data while that code still comes, so the code is what the first paint waits for (a
  // task later, once the router was set up, the tab painted later: 20 alternated opens at load 4–8, median
  // 878/926 → 784/749 ms). A failed load is retried and told by the route's page.
  void calPage.load().catch(() => undefined);
}
