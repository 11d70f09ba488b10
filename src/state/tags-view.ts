// Tags view 标签栏: the visited pages shown as tags; affixed tags (首页, 项目管理, 录入与测算, 报告) cannot be closed.
import { atom } from 'jotai';

export interface VisitedView {
  /** Pathname without query; one tag per pathname. */
  path: string;
  /** Pathname plus query, what a click on the tag opens. */
  fullPath: string;
  title: string;
  affix: boolean;
}

/** Adds a view or refreshes its query and title when the pathname is already a tag. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index < 0) return [...views, view];
  const next = [...views];
  next[index] = { ...view, affix: view.affix || (views[index]?.affix ?? false) };
  return next;
}

export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path);
}

export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.affix);
}

/** Where to go after closing the active tag: the last remaining tag, else the dashboard. */
export function fallbackPath(views: readonly VisitedView[]): string {
  return views[views.length - 1]?.fullPath ?? '/dashboard';
}

export const visitedViewsAtom = atom<VisitedView[]>([]);
