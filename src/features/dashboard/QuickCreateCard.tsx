// Quick create 快速创建 (§1, §2.4): 林业 opens the create-project dialog; 农业 and 生态修复 are not open yet.
import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const NOT_OPEN = '暂未开放，敬请期待';

export function QuickCreateCard({ onForestry }: { onForestry: () => void }) {
  const notOpen = () => notifications.show({ color: 'orange', message: NOT_OPEN });
  return (
    <Card withBorder>
      <Title order={5} mb="sm">
        快速创建
      </Title>
      {/* Narrow side padding: at 1366 px the card is a third of the row and 生态修复 must not be cut to 生态修… */}
      <SimpleGrid cols={3} spacing="xs" data-testid="quick-create">
        <Button color="green" px="xs" onClick={onForestry}>
          林业
        </Button>
        <Button variant="light" px="xs" onClick={notOpen}>
          农业
        </Button>
        <Button variant="light" px="xs" onClick={notOpen}>
          生态修复
        </Button>
      </SimpleGrid>
    </Card>
  );
}
