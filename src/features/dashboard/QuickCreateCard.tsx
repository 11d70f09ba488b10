// Quick create 快速创建 (§1, §2.4): 林业 opens the create-project dialog; 农业 and 生态修复 are not open yet.
import { Button, Card, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const NOT_OPEN = '暂未开放，敬请期待';

export function QuickCreateCard({ onForestry }: { onForestry: () => void }) {
  const notOpen = () => notifications.show({ color: 'orange', message: NOT_OPEN });
  return (
    <Card withBorder>
      <Title order={5} mb="sm">
        快速创建
      </Title>
      <Group grow>
        <Button color="green" onClick={onForestry}>
          林业
        </Button>
        <Button variant="light" onClick={notOpen}>
          农业
        </Button>
        <Button variant="light" onClick={notOpen}>
          生态修复
        </Button>
      </Group>
    </Card>
  );
}
