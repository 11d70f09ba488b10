// Route meta the layout reads (sidebar, breadcrumb, tags view); the app's route table supplies the values.
import type { ComponentType } from 'react';
import type { IconName } from './icons';

/** One page inside the common layout. */
export interface PageRoute {
  /** Absolute pathname. */
  path: string;
  /** Chinese title: sidebar, breadcrumb, tag and document title. */
  title: string;
  icon?: IconName;
  /** Not listed in the sidebar (detail pages reached with a query). */
  hidden?: boolean;
  /** A tag that cannot be closed in the tags view. */
  affix?: boolean;
  /** Breadcrumb parent page, e.g. /manage for /manage/detail. */
  parent?: string;
  /** Route name used by other screens (calpage). */
  name?: string;
  /** Only when session storage showMan is the text 'true' (系统管理). */
  requiresShowMan?: boolean;
  /** Absent for external links (http, https, mailto, tel), which only appear in the sidebar. */
  component?: ComponentType;
}

/** A sidebar group: a top-level entry with its child pages (one visible child shows as a single link). */
export interface RouteGroup {
  path: string;
  title?: string;
  icon?: IconName;
  hidden?: boolean;
  requiresShowMan?: boolean;
  children: PageRoute[];
}
