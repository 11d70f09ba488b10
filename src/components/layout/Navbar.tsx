// Top bar 顶栏: hamburger, product title, breadcrumb; full screen, size switcher, settings, user name and avatar menu.
import { useAtomValue } from 'jotai';
import { ActionIcon, Tooltip } from '@mantine/core';
import { sessionAtom } from '../../state/session';
import { AvatarMenu } from './AvatarMenu';
import { Breadcrumb } from './Breadcrumb';
import type { Crumb } from './breadcrumb-trail';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { Icon } from './icons';
import { SizeSelect } from './SizeSelect';
import classes from './layout.module.css';

export interface NavbarProps {
  title: string;
  trail: Crumb[];
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
}

export function Navbar({ title, trail, sidebarOpened, onToggleSidebar, onOpenSettings }: NavbarProps) {
  const session = useAtomValue(sessionAtom);
  return (
    <header className={classes.navbar} data-testid="navbar">
      <div className={classes.navLeft}>
        <Hamburger opened={sidebarOpened} onToggle={onToggleSidebar} />
        <span className={classes.title} data-testid="app-title">
          {title}
        </span>
        <Breadcrumb trail={trail} />
      </div>
      <div className={classes.navRight}>
        <FullscreenToggle />
        <SizeSelect />
        <Tooltip label="系统布局配置">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onOpenSettings}
            aria-label="系统布局配置"
            data-testid="settings-button"
          >
            <Icon name="settings" size={20} />
          </ActionIcon>
        </Tooltip>
        <span className={classes.userName} data-testid="user-name">
          {session.username}
        </span>
        <AvatarMenu />
      </div>
    </header>
  );
}
