// 登录 panel: phone, password, image captcha; a failed login draws a new captcha, changing the phone clears the password.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { login } from '../../api/account';
import { ApiError } from '../../api/client';
import { MESSAGES } from '../../core/contracts/auth';
import { loadSession } from '../../state/load-session';
import { redirectAfterLogin } from '../../state/navigation';
import { clearSession, setTokens } from '../../state/session';
import { CaptchaImage } from './CaptchaImage';
import { captchaRequired, passwordMin6, requiredPhone } from './validation';
import { CodeField } from './CodeField';
import { PhoneInput } from '../../components/PhoneInput';
import { offerInvitationsAgain } from '../account/InvitationsPrompt';

interface Props {
  onRegister: () => void;
  onForgot: () => void;
  onShowAgreement: () => void;
}

export function LoginPanel({ onRegister, onForgot, onShowAgreement }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const [captchaId, setCaptchaId] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '', password: '', captcha: '' },
    validate: { phone_number: requiredPhone, password: passwordMin6, captcha: captchaRequired },
  });
  const onCaptchaId = useCallback((id: string) => setCaptchaId(id), []);

  async function submit(values: typeof form.values) {
    setBusy(true);
    try {
      const tokens = await login({
        phone_number: values.phone_number.trim(),
        password: values.password,
        captcha_id: captchaId,
        captcha: values.captcha.trim(),
      });
      if (!tokens?.access_token || !tokens.refresh_token) throw new ApiError(MESSAGES.loginFailedNoData, 200);
      setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
      await loadSession();
      offerInvitationsAgain();
      navigate(redirectAfterLogin(location.search), { replace: true });
    } catch (err) {
      // A half-finished login (tokens stored, user info failed) must not leave a session behind.
      clearSession();
      notifications.show({
        color: 'red',
        autoClose: 5000,
        message: err instanceof ApiError ? err.message : MESSAGES.loginFailedNoData,
      });
      form.setFieldValue('captcha', '');
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PhoneInput
          autoComplete="username"
          {...form.getInputProps('phone_number')}
          onChange={(e) => {
            form.setFieldValue('phone_number', e.currentTarget.value);
            form.setFieldValue('password', '');
          }}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <CodeField
          inputProps={form.getInputProps('captcha')}
          side={<CaptchaImage refreshKey={captchaKey} onId={onCaptchaId} />}
        />
        <Button type="submit" fullWidth loading={busy}>
          登录
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onRegister}>
            注册账号
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            忘记密码
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          登录即表示同意
          <Anchor component="button" type="button" size="xs" onClick={onShowAgreement}>
            《用户使用许可及服务协议》
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
