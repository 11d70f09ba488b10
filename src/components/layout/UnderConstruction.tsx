// The "此功能正在建设中" page each screen shows until its owner replaces the placeholder file.
import { Center, Stack, Text, Title } from '@mantine/core';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Center mih={360} data-testid="under-construction">
      <Stack align="center" gap="xs">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">此功能正在建设中</Text>
      </Stack>
    </Center>
  );
}
