// A phone-number dialog used to invite staff to a team or a collaborator to a project (phone max 11 characters).
import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formattedPhone } from '../auth/validation';

interface Props {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** resolves when the invitation succeeded; a rejection keeps the dialog open */
  onSubmit: (phone: string) => Promise<void>;
}

export function PhoneInviteModal({ opened, title, onClose, onSubmit }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '' },
    validate: { phone_number: formattedPhone },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  async function submit(values: { phone_number: string }) {
    setBusy(true);
    try {
      await onSubmit(values.phone_number.trim());
      onClose();
    } catch {
      // The client showed the server's message; the dialog stays for a correction.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <TextInput
          label="手机号"
          placeholder="请输入被邀请人的手机号"
          maxLength={11}
          data-autofocus
          {...form.getInputProps('phone_number')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            邀请
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
