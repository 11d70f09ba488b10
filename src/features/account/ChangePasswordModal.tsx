// 修改密码 form of the account centre: old, new, confirm (product.md §5 messages).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePassword } from '../../api/account';
import { MESSAGES } from '../../core/contracts/auth';

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ opened, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '', re_new_password: '' },
    validate: {
      old_password: (v) => (v ? null : MESSAGES.contentRequired),
      new_password: (v) => (!v ? MESSAGES.contentRequired : v.length < 6 ? MESSAGES.passwordMin6 : null),
      re_new_password: (v, values) =>
        !v ? MESSAGES.confirmRequired : v !== values.new_password ? MESSAGES.passwordMismatch : null,
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  async function submit(values: typeof form.values) {
    setBusy(true);
    try {
      await changePassword(values);
      notifications.show({ color: 'green', message: '修改成功' });
      onClose();
    } catch {
      // The client showed the server's message (e.g. 原密码错误).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="修改密码" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="原密码"
            autoComplete="current-password"
            {...form.getInputProps('old_password')}
          />
          <PasswordInput label="新密码" autoComplete="new-password" {...form.getInputProps('new_password')} />
          <PasswordInput
            label="确认新密码"
            autoComplete="new-password"
            {...form.getInputProps('re_new_password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
