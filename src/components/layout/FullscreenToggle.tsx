// Full-screen toggle 全屏: warns when the browser does not support full screen (product.md §2.2).
import { useEffect, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Icon } from './icons';

export const FULLSCREEN_UNSUPPORTED = '您的浏览器不支持全屏';

export function FullscreenToggle() {
  const [active, setActive] = useState(
    () => typeof document !== 'undefined' && Boolean(document.fullscreenElement),
  );

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      notifications.show({ message: FULLSCREEN_UNSUPPORTED, color: 'orange', autoClose: 3000 });
      return;
    }
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    done.catch(() =>
      notifications.show({ message: FULLSCREEN_UNSUPPORTED, color: 'orange', autoClose: 3000 }),
    );
  };

  const label = active ? '退出全屏' : '全屏';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={toggle}
        aria-label={label}
        data-testid="fullscreen-toggle"
      >
        <Icon name={active ? 'exitFullscreen' : 'fullscreen'} size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
