// The reset-password result dialog: shows the new password once, with a copy button (复制成功 / 复制失败).
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

interface Props {
  password: string | null;
  onClose: () => void;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ResetPasswordResult({ password, onClose }: Props) {
  async function copy() {
    const copied = password ? await copyText(password) : false;
    notifications.show(
      copied ? { color: 'green', message: '复制成功' } : { color: 'red', message: '复制失败' },
    );
  }
  return (
    <Modal
      opened={password !== null}
      onClose={onClose}
      title="密码已重置"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Text size="sm">新密码仅显示这一次，请复制后告知用户：</Text>
        <Code fz="lg" data-testid="new-password">
          {password}
        </Code>
        <Group justify="flex-end">
          <Button variant="light" onClick={copy}>
            复制
          </Button>
          <Button onClick={onClose}>关闭</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
