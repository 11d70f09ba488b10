// Test helpers: render the shell layout (fresh jotai store, memory router) and reset browser storage between tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { createStore } from 'jotai';
import { AppProviders } from '../../../src/app/providers';
import { routeGroups } from '../../../src/app/routes';
import { AppLayout } from '../../../src/components/layout/AppLayout';
import { appStore } from '../../../src/state/store';
import { rolesAtom, sessionAtom, readSession } from '../../../src/state/session';
import { visitedViewsAtom } from '../../../src/state/tags-view';
import { teamsAtom } from '../../../src/state/teams';

export function clearBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  appStore.set(rolesAtom, []);
  appStore.set(sessionAtom, readSession());
  appStore.set(visitedViewsAtom, []);
  appStore.set(teamsAtom, []);
}

/** The layout with each page replaced by a marker, so layout tests do not depend on the screens. */
export function renderLayout(path: string, store = createStore()) {
  const pages: RouteObject[] = routeGroups
    .flatMap((g) => g.children)
    .map((p) => ({ path: p.path, element: <div data-testid="page">{p.title} 页面</div> }));
  const router = createMemoryRouter(
    [
      { path: '/login', element: <div data-testid="login">登录</div> },
      {
        element: (
          <AppLayout
            title="农林经济智能测算系统"
            groups={routeGroups}
            home={{ title: '首页', path: '/dashboard' }}
          />
        ),
        children: pages,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
