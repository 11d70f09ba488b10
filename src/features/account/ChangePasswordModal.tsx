// 修改密码 form of the account centre: old, new, confirm (product.md §5 messages).
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePassword } from '../../api/account';
import { MESSAGES } from '../../core/contracts/auth';
import { setTokens } from '../../state/session';
import { FormModal, useBusy, useResetOnOpen } from '../../components/FormModal';

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ opened, onClose }: Props) {
  const [busy, run] = useBusy();
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
  useResetOnOpen(opened, form.reset);

  function submit(values: typeof form.values) {
    void run(async () => {
      // Every session ended with the change; this device carries on with the pair the answer brings.
      setTokens(await changePassword(values));
      notifications.show({ color: 'green', message: '修改成功' });
      onClose();
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="修改密码"
      onSubmit={form.onSubmit(submit)}
      busy={busy}
      submitLabel="保存"
    >
      <PasswordInput label="原密码" autoComplete="current-password" {...form.getInputProps('old_password')} />
      <PasswordInput label="新密码" autoComplete="new-password" {...form.getInputProps('new_password')} />
      <PasswordInput
        label="确认新密码"
        autoComplete="new-password"
        {...form.getInputProps('re_new_password')}
      />
    </FormModal>
  );
}
