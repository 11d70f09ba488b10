// Below 992 px the device counts as mobile and the sidebar closes (product.md §2.2); checked on mount and on every resize.
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { deviceAtom, deviceForWidth, sidebarOpenedAtom } from '../../state/sidebar';

export function useResizeHandler(): void {
  const setDevice = useSetAtom(deviceAtom);
  const setOpened = useSetAtom(sidebarOpenedAtom);

  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      const device = deviceForWidth(window.innerWidth);
      setDevice(device);
      if (device === 'mobile') setOpened(false);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [setDevice, setOpened]);
}
