// 注册 panel: phone, user name, password, SMS code with countdown, measurement field, agreement tick (product.md §2.3, §5).
import { useEffect, useState } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { measureFields, register } from '../../api/account';
import { SMS_REGISTER } from '../../api/sms';
import { MESSAGES } from '../../core/contracts/auth';
import type { MeasureField } from '../../core/contracts/account';
import { codeRequired, fieldRequired, formattedPhone, passwordMin6, usernameRequired } from './validation';
import { SmsCodeField } from './CodeField';
import { PhoneInput } from '../../components/PhoneInput';

interface Props {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onShowAgreement: () => void;
  onBack: () => void;
  onRegistered: () => void;
}

export function RegisterPanel({ agreed, onAgreedChange, onShowAgreement, onBack, onRegistered }: Props) {
  const [fields, setFields] = useState<MeasureField[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      phone_number: '',
      username: '',
      password: '',
      verification_code: '',
      field: null as string | null,
    },
    validate: {
      phone_number: formattedPhone,
      username: usernameRequired,
      password: passwordMin6,
      verification_code: codeRequired,
      field: fieldRequired,
    },
  });

  useEffect(() => {
    measureFields()
      .then(setFields)
      .catch(() => setFields([]));
  }, []);

  async function submit(values: typeof form.values) {
    if (!agreed) {
      modals.open({ title: '提示', children: MESSAGES.agreementRequired, centered: true });
      notifications.show({ color: 'orange', message: MESSAGES.agreementRequired, autoClose: 3000 });
      return;
    }
    setBusy(true);
    try {
      await register({
        measure_fields: [Number(values.field)],
        phone_number: values.phone_number.trim(),
        username: values.username.trim(),
        verification_code: values.verification_code.trim(),
        password: values.password,
      });
      onRegistered();
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
        <TextInput
          label="用户名"
          placeholder="请输入用户名"
          maxLength={32}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码（不少于6位）"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <SmsCodeField
          inputProps={form.getInputProps('verification_code')}
          type={SMS_REGISTER}
          phone={form.values.phone_number}
          onPhoneError={(m) => form.setFieldError('phone_number', m)}
        />
        <Select
          label="测算领域"
          placeholder="请选择测算领域"
          data={fields.map((f) => ({ value: String(f.id), label: f.name }))}
          {...form.getInputProps('field')}
        />
        <Checkbox
          checked={agreed}
          onChange={(e) => onAgreedChange(e.currentTarget.checked)}
          label={
            <>
              我已阅读并同意
              <Anchor component="button" type="button" size="sm" onClick={onShowAgreement}>
                《用户使用许可及服务协议》
              </Anchor>
            </>
          }
        />
        <Button type="submit" fullWidth loading={busy}>
          注册
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          返回登录
        </Anchor>
      </Stack>
    </form>
  );
}
