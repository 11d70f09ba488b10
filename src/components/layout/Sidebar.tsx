// The sidebar 侧边栏: optional logo, then the menu built from permitted routes; collapsed it shows icons only.
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Tooltip } from '@mantine/core';
import { Icon } from './icons';
import type { MenuItem, MenuLink } from './sidebar-menu';
import classes from './layout.module.css';

export interface SidebarProps {
  items: MenuItem[];
  /** The path to highlight (a hidden page highlights its parent). */
  activePath: string;
  collapsed: boolean;
  showLogo: boolean;
  title: string;
}

function LinkItem({ item, active, collapsed }: { item: MenuLink; active: boolean; collapsed: boolean }) {
  const content = (
    <>
      {item.icon && <Icon name={item.icon} />}
      <span className={classes.menuTitle}>{item.title}</span>
    </>
  );
  const link = item.external ? (
    <a className={classes.menuItem} href={item.path} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <NavLink
      className={classes.menuItem}
      to={item.path}
      data-active={active}
      aria-current={active ? 'page' : undefined}
    >
      {content}
    </NavLink>
  );
  return (
    <li>
      <Tooltip label={item.title} position="right" disabled={!collapsed} withinPortal>
        {link}
      </Tooltip>
    </li>
  );
}

export function Sidebar({ items, activePath, collapsed, showLogo, title }: SidebarProps) {
  const location = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    items
      .filter((i) => i.kind === 'submenu' && i.children.some((c) => location.pathname.startsWith(c.path)))
      .map((i) => (i.kind === 'submenu' ? i.key : '')),
  );
  const toggle = (key: string) =>
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  return (
    <nav className={classes.sidebar} aria-label="侧边栏" data-testid="sidebar">
      {showLogo && (
        <Link to="/" className={classes.logo} data-testid="sidebar-logo">
          <Icon name="logo" size={22} />
          {!collapsed && <span>{title}</span>}
        </Link>
      )}
      <ul className={classes.menu}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <LinkItem key={item.path} item={item} active={item.path === activePath} collapsed={collapsed} />
          ) : (
            <li key={item.key}>
              <button
                type="button"
                className={classes.menuItem}
                onClick={() => toggle(item.key)}
                aria-expanded={openKeys.includes(item.key)}
              >
                {item.icon && <Icon name={item.icon} />}
                <span className={classes.menuTitle}>{item.title}</span>
                <Icon name="chevronDown" size={14} style={{ marginLeft: 'auto' }} />
              </button>
              {openKeys.includes(item.key) && (
                <ul className={`${classes.menu} ${classes.submenu}`}>
                  {item.children.map((child) => (
                    <LinkItem
                      key={child.path}
                      item={child}
                      active={child.path === activePath}
                      collapsed={collapsed}
                    />
                  ))}
                </ul>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
