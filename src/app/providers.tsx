// App-wide providers: jotai store, Mantine (zh-CN theme from the persisted settings), dates locale, modals, notifications.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { createStore } from 'jotai';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '../i18n/date';
import { appStore } from '../state/store';
import { settingsAtom, sizeAtom } from '../state/settings';
import { buildTheme } from './theme';

function ThemedMantine({ children }: { children: ReactNode }) {
  const settings = useAtomValue(settingsAtom);
  const size = useAtomValue(sizeAtom);
  const theme = useMemo(() => buildTheme(settings.themeColor, size), [settings.themeColor, size]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <Notifications position="top-center" zIndex={3000} />
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>{children}</ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

/** `store` is for tests that need a fresh store (e.g. to check what a reload reads back). */
export function AppProviders({
  children,
  store = appStore,
}: {
  children: ReactNode;
  store?: ReturnType<typeof createStore>;
}) {
  return (
    <JotaiProvider store={store}>
      <ThemedMantine>{children}</ThemedMantine>
    </JotaiProvider>
  );
}
