// A mainland mobile-number field: at most 11 characters and the phone keypad on touch devices.
import { TextInput, type TextInputProps } from '@mantine/core';

export function PhoneInput({ label = '手机号', placeholder = '请输入手机号', ...rest }: TextInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      maxLength={11}
      inputMode="tel"
      autoComplete="tel"
      {...rest}
    />
  );
}
