// Confirmation prompts 确认提示 before every action (product.md §4.1, §8): Mantine's confirm modal as a promise.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export function confirmAction(title: string, message: string, danger = false): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => done(true),
      onCancel: () => done(false),
      onClose: () => done(false),
    });
  });
}
