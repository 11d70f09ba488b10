// 新增账号 dialog: user_name (defaults to the phone), phone (mainland pattern), password (at least 8).
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addAccount } from '../../api/management';
import { MOBILE_PATTERN } from '../../core/contracts/auth';
import { FormModal, useBusy, useResetOnOpen } from '../../components/FormModal';
import { PhoneInput } from '../../components/PhoneInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

export function AddAccountModal({ opened, onClose, onAdded }: Props) {
  const [busy, run] = useBusy();
  const form = useForm({
    mode: 'controlled',
    initialValues: { user_name: '', phone_number: '', password: '' },
    validate: {
      phone_number: (v) => (MOBILE_PATTERN.test(v.trim()) ? null : '输入的手机号码有误!'),
      password: (v) => (v.length >= 8 ? null : '密码长度要大于8!'),
    },
  });
  useResetOnOpen(opened, form.reset);

  function submit(values: typeof form.values) {
    void run(async () => {
      const phone = values.phone_number.trim();
      await addAccount({
        user_name: values.user_name.trim() || phone,
        phone_number: phone,
        password: values.password,
      });
      notifications.show({ color: 'green', message: '新增成功' });
      onAdded();
      onClose();
    });
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="新增账号"
      onSubmit={form.onSubmit(submit)}
      busy={busy}
      submitLabel="确定"
    >
      <TextInput
        label="用户名"
        placeholder="不填则使用手机号"
        maxLength={32}
        {...form.getInputProps('user_name')}
      />
      <PhoneInput {...form.getInputProps('phone_number')} />
      <PasswordInput
        label="密码"
        placeholder="不少于8位"
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}
