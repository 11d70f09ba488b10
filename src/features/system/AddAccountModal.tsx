// 新增账号 dialog: user_name (defaults to the phone), phone (mainland pattern), password (at least 8).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addAccount } from '../../api/management';
import { MOBILE_PATTERN } from '../../core/contracts/auth';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

export function AddAccountModal({ opened, onClose, onAdded }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { user_name: '', phone_number: '', password: '' },
    validate: {
      phone_number: (v) => (MOBILE_PATTERN.test(v.trim()) ? null : '输入的手机号码有误!'),
      password: (v) => (v.length >= 8 ? null : '密码长度要大于8!'),
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
      const phone = values.phone_number.trim();
      await addAccount({
        user_name: values.user_name.trim() || phone,
        phone_number: phone,
        password: values.password,
      });
      notifications.show({ color: 'green', message: '新增成功' });
      onAdded();
      onClose();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="新增账号" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="用户名"
            placeholder="不填则使用手机号"
            maxLength={32}
            {...form.getInputProps('user_name')}
          />
          <TextInput
            label="手机号"
            placeholder="请输入手机号"
            maxLength={11}
            {...form.getInputProps('phone_number')}
          />
          <PasswordInput
            label="密码"
            placeholder="不少于8位"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
