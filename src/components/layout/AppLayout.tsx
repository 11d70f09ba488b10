// The common layout 布局 every signed-in page sits in: sidebar, top bar, tags view, page area and the settings drawer.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Center, Loader } from '@mantine/core';
import { sessionAtom } from '../../state/session';
import { settingsAtom } from '../../state/settings';
import { deviceAtom, sidebarOpenedAtom } from '../../state/sidebar';
import { breadcrumbTrail } from './breadcrumb-trail';
import type { Crumb } from './breadcrumb-trail';
import { Navbar } from './Navbar';
import type { RouteGroup } from './route-types';
import { SettingsDrawer } from './SettingsDrawer';
import { Sidebar } from './Sidebar';
import { activeMenuPath, buildMenu } from './sidebar-menu';
import { TagsView } from './TagsView';
import { useResizeHandler } from './use-resize-handler';
import classes from './layout.module.css';

export interface AppLayoutProps {
  title: string;
  groups: readonly RouteGroup[];
  home: Crumb;
}

export function PageLoader() {
  return (
    <Center mih={240}>
      <Loader />
    </Center>
  );
}

export function AppLayout({ title, groups, home }: AppLayoutProps) {
  useResizeHandler();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const settings = useAtomValue(settingsAtom);
  const device = useAtomValue(deviceAtom);
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const pages = useMemo(() => groups.flatMap((g) => g.children), [groups]);
  const menu = useMemo(() => buildMenu(groups, { showMan: session.showMan }), [groups, session.showMan]);
  const trail = breadcrumbTrail(location.pathname, pages, home);
  const page = pages.find((p) => p.path === location.pathname);

  useEffect(() => {
    document.title = page ? `${page.title} - ${title}` : title;
  }, [page, title]);

  // On a phone the sidebar is an overlay: following a link closes it.
  useEffect(() => {
    if (device === 'mobile') setOpened(false);
  }, [device, location.pathname, setOpened]);

  return (
    <div
      className={classes.app}
      data-sidebar={opened ? 'opened' : 'closed'}
      data-device={device}
      data-fixed-header={settings.fixedHeader}
      data-testid="app-layout"
    >
      {device === 'mobile' && opened && (
        <div className={classes.backdrop} onClick={() => setOpened(false)} data-testid="sidebar-backdrop" />
      )}
      <Sidebar
        items={menu}
        activePath={activeMenuPath(location.pathname, pages)}
        collapsed={!opened && device === 'desktop'}
        showLogo={settings.sidebarLogo}
        title={title}
      />
      <div className={classes.main}>
        <div className={classes.header} data-testid="layout-header">
          <Navbar
            title={title}
            trail={trail}
            sidebarOpened={opened}
            onToggleSidebar={() => setOpened(!opened)}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {settings.tagsView && <TagsView pages={pages} />}
        </div>
        <main className={classes.page}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <SettingsDrawer opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
