// A mainland mobile-number field: digits only (full-width digits become ASCII, spaces and letters are dropped as typed or
// pasted), at most 11 characters, and the numeric keypad on touch devices.
import type { ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

/** What a phone field keeps of typed or pasted text: its first 11 digits, full-width ones made ASCII. */
export function phoneDigits(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .slice(0, 11);
}

export function PhoneInput({
  label = '手机号',
  placeholder = '请输入手机号',
  onChange,
  ...rest
}: TextInputProps) {
  const keepDigits = (e: ChangeEvent<HTMLInputElement>) => {
    const digits = phoneDigits(e.currentTarget.value);
    // the owner reads the event's value (form.getInputProps or its own handler): it gets the digits
    if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
    onChange?.(e);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      maxLength={11}
      inputMode="numeric"
      autoComplete="tel"
      {...rest}
      onChange={keepDigits}
    />
  );
}
