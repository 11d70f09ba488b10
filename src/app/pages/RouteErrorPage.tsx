// Shown when a page throws while rendering (or its chunk fails to load): a Chinese message and a reload, instead of a blank screen.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { logError } from '../error-log';

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => logError(error), [error]);
  return (
    <Center mih="60vh" data-testid="route-error">
      <Stack align="center" gap="md">
        <Title order={3}>页面加载出错</Title>
        <Text c="dimmed">请刷新页面后重试；如果问题仍然存在，请联系管理员。</Text>
        <Button onClick={() => window.location.reload()}>刷新页面</Button>
      </Stack>
    </Center>
  );
}
