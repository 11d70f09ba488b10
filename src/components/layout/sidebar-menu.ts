// Builds the sidebar menu 侧边栏菜单 from the permitted routes (product.md §2.1): one visible child collapses to one link.
import type { IconName } from './icons';
import type { PageRoute, RouteGroup } from './route-types';

export interface MenuLink {
  kind: 'link';
  path: string;
  title: string;
  icon?: IconName;
  /** Opens in a new tab. */
  external: boolean;
}

export interface MenuSubmenu {
  kind: 'submenu';
  key: string;
  title: string;
  icon?: IconName;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuSubmenu;

export interface MenuAccess {
  /** session storage showMan === 'true' */
  showMan: boolean;
}

/** http, https, mailto and tel addresses count as external (product.md §5, link helper). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

function permitted(route: { requiresShowMan?: boolean }, access: MenuAccess): boolean {
  return !route.requiresShowMan || access.showMan;
}

function toLink(route: PageRoute, fallbackIcon?: IconName): MenuLink {
  const icon = route.icon ?? fallbackIcon;
  return {
    kind: 'link',
    path: route.path,
    title: route.title,
    external: isExternal(route.path),
    ...(icon ? { icon } : {}),
  };
}

export function buildMenu(groups: readonly RouteGroup[], access: MenuAccess): MenuItem[] {
  const items: MenuItem[] = [];
  for (const group of groups) {
    if (group.hidden || !permitted(group, access)) continue;
    const visible = group.children.filter((c) => !c.hidden && permitted(c, access));
    const only = visible[0];
    if (visible.length === 1 && only) {
      items.push(toLink(only, group.icon));
    } else if (visible.length > 1) {
      items.push({
        kind: 'submenu',
        key: group.path,
        title: group.title ?? visible[0]?.title ?? group.path,
        ...(group.icon ? { icon: group.icon } : {}),
        children: visible.map((c) => toLink(c)),
      });
    }
  }
  return items;
}

/** The menu entry to highlight: a hidden page lights up its breadcrumb parent (详情 → 项目管理). */
export function activeMenuPath(pathname: string, pages: readonly PageRoute[]): string {
  const page = pages.find((p) => p.path === pathname);
  return page?.hidden && page.parent ? page.parent : pathname;
}
