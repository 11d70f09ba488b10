// 忘记密码 panel: phone, new password, SMS code; success offers jumping to login.
import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgetPassword } from '../../api/account';
import { SMS_FORGOT } from '../../api/sms';
import { codeRequired, formattedPhone, passwordMin6 } from './validation';
import { SmsCodeField } from './CodeField';
import { PhoneInput } from '../../components/PhoneInput';

interface Props {
  onBack: () => void;
  onReset: () => void;
}

export function ForgotPanel({ onBack, onReset }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '', password: '', verification_code: '' },
    validate: { phone_number: formattedPhone, password: passwordMin6, verification_code: codeRequired },
  });

  async function submit(values: typeof form.values) {
    setBusy(true);
    try {
      await forgetPassword({
        phone_number: values.phone_number.trim(),
        verification_code: values.verification_code.trim(),
        password: values.password,
      });
      onReset();
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <PhoneInput {...form.getInputProps('phone_number')} />
        <PasswordInput
          label="新密码"
          placeholder="请输入新密码（不少于6位）"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <SmsCodeField
          inputProps={form.getInputProps('verification_code')}
          type={SMS_FORGOT}
          phone={form.values.phone_number}
          onPhoneError={(m) => form.setFieldError('phone_number', m)}
        />
        <Button type="submit" fullWidth loading={busy}>
          确认
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          返回登录
        </Anchor>
      </Stack>
    </form>
  );
}
