// Asks before leaving with unsaved edits: the browser's beforeunload prompt and react-router's useBlocker.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { modals } from '@mantine/modals';

export const LEAVE_TITLE = '有未保存的修改';
export const LEAVE_TEXT = '当前页面有未保存的修改，离开后可在下次打开时恢复。确定离开吗？';

export function useLeaveGuard(dirty: boolean): void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // Read at navigation time, so a save that just cleared the flag lets the next navigation through. An ended session's
  // way to /login is never held: the draft stays in local storage and is offered back when the login returns here.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      nextLocation.pathname !== '/login' &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: LEAVE_TITLE,
      children: LEAVE_TEXT,
      labels: { confirm: '离开', cancel: '留在此页' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
}
