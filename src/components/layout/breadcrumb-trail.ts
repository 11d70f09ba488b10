// The breadcrumb trail 面包屑: always rooted at 首页, then the parent page (if any), then the current page.
import type { PageRoute } from './route-types';

export interface Crumb {
  title: string;
  path: string;
}

export function breadcrumbTrail(pathname: string, pages: readonly PageRoute[], home: Crumb): Crumb[] {
  const page = pages.find((p) => p.path === pathname);
  if (!page || page.path === home.path) return [home];
  const trail: Crumb[] = [home];
  const parent = page.parent ? pages.find((p) => p.path === page.parent) : undefined;
  if (parent && parent.path !== home.path) trail.push({ title: parent.title, path: parent.path });
  trail.push({ title: page.title, path: page.path });
  return trail;
}
