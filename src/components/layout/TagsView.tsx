// Tags view 标签栏: one tag per visited page, affixed tags first; close, and a right-click menu to refresh / close / close others / close all.
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  fallbackPath,
  visitedViewsAtom,
} from '../../state/tags-view';
import type { VisitedView } from '../../state/tags-view';
import type { PageRoute } from './route-types';
import { Icon } from './icons';
import classes from './layout.module.css';

interface MenuState {
  x: number;
  y: number;
  view: VisitedView;
}

export function TagsView({ pages }: { pages: readonly PageRoute[] }) {
  const [views, setViews] = useAtom(visitedViewsAtom);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const current = pages.find((p) => p.path === location.pathname);
  const fullPath = location.pathname + location.search;

  // Affixed pages are always present, in route order, before any visited page.
  useEffect(() => {
    setViews((list) =>
      pages
        .filter((p) => p.affix)
        .reduce(
          (acc, p) =>
            acc.some((v) => v.path === p.path)
              ? acc
              : [...acc, { path: p.path, fullPath: p.path, title: p.title, affix: true }],
          list,
        ),
    );
  }, [pages, setViews]);

  useEffect(() => {
    if (current)
      setViews((list) =>
        addView(list, { path: current.path, fullPath, title: current.title, affix: Boolean(current.affix) }),
      );
  }, [current, fullPath, setViews]);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const isActive = (view: VisitedView) => view.path === location.pathname;

  const close = (view: VisitedView) => {
    const next = closeView(views, view.path);
    setViews(next);
    if (isActive(view)) void navigate(fallbackPath(next));
  };
  const closeOthers = (view: VisitedView) => {
    setViews(closeOtherViews(views, view.path));
    if (!isActive(view)) void navigate(view.fullPath);
  };
  const closeAll = () => {
    const next = closeAllViews(views);
    setViews(next);
    if (!next.some((v) => v.path === location.pathname)) void navigate(fallbackPath(next));
  };
  const refresh = (view: VisitedView) => void navigate(`/redirect${view.fullPath}`, { replace: true });

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY, view });
  };

  return (
    <div className={classes.tags} data-testid="tags-view" role="tablist" aria-label="标签栏">
      {views.map((view) => (
        <span
          key={view.path}
          className={classes.tag}
          data-active={isActive(view)}
          data-affix={view.affix}
          role="tab"
          aria-selected={isActive(view)}
          tabIndex={0}
          onClick={() => void navigate(view.fullPath)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void navigate(view.fullPath);
          }}
          onContextMenu={(e) => openMenu(e, view)}
        >
          {view.title}
          {!view.affix && (
            <button
              type="button"
              className={classes.tagClose}
              aria-label={`关闭${view.title}`}
              onClick={(e) => {
                e.stopPropagation();
                close(view);
              }}
            >
              <Icon name="close" size={10} strokeWidth={3} />
            </button>
          )}
        </span>
      ))}
      {menu && (
        <ul
          className={classes.contextMenu}
          style={{ left: menu.x, top: menu.y }}
          role="menu"
          data-testid="tags-context-menu"
        >
          <li>
            <button type="button" role="menuitem" onClick={() => refresh(menu.view)}>
              刷新
            </button>
          </li>
          {!menu.view.affix && (
            <li>
              <button type="button" role="menuitem" onClick={() => close(menu.view)}>
                关闭
              </button>
            </li>
          )}
          <li>
            <button type="button" role="menuitem" onClick={() => closeOthers(menu.view)}>
              关闭其他
            </button>
          </li>
          <li>
            <button type="button" role="menuitem" onClick={closeAll}>
              关闭所有
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
