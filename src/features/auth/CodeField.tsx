// The 验证码 row of the auth panels: the code input with, beside it, the captcha image or the send-code button.
import type { ReactNode } from 'react';
import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { SendCodeButton } from './SendCodeButton';

interface Props {
  /** form.getInputProps of the code field */
  inputProps: TextInputProps;
  /** The captcha image or the send-code button, aligned with the input rather than its label. */
  side: ReactNode;
}

export function CodeField({ inputProps, side }: Props) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label="验证码"
        placeholder="请输入验证码"
        maxLength={6}
        style={{ flex: 1 }}
        {...inputProps}
      />
      <div style={{ paddingTop: 25 }}>{side}</div>
    </Group>
  );
}

interface SmsProps {
  inputProps: TextInputProps;
  /** the SMS type (register / forgot password) */
  type: 1 | 2;
  phone: string;
  onPhoneError: (message: string) => void;
}

/** The 验证码 row with the SMS send-code button (注册, 忘记密码). */
export function SmsCodeField({ inputProps, type, phone, onPhoneError }: SmsProps) {
  return (
    <CodeField
      inputProps={inputProps}
      side={<SendCodeButton type={type} phone={phone} onPhoneError={onPhoneError} />}
    />
  );
}
