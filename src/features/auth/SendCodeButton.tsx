// The send-code button 发送验证码: checks the phone, sends the SMS and counts 60 seconds down before a resend.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { sendSmsCode } from '../../api/sms';
import { MESSAGES } from '../../core/contracts/auth';
import { COUNTDOWN_SECONDS, useCountdown } from './use-countdown';
import { formattedPhone } from './validation';

interface Props {
  type: 1 | 2;
  phone: string;
  /** shows a message on the phone field (empty or malformed phone) */
  onPhoneError: (message: string) => void;
}

export function SendCodeButton({ type, phone, onPhoneError }: Props) {
  const { count, running, begin } = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    const problem = phone.trim() ? formattedPhone(phone) : MESSAGES.phoneRequired;
    if (problem) {
      onPhoneError(problem);
      return;
    }
    setSending(true);
    try {
      if (await sendSmsCode(type, phone.trim())) begin();
    } catch {
      // The client already showed the server's message (e.g. 发送过于频繁).
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      variant="light"
      w={140}
      onClick={send}
      disabled={running}
      loading={sending}
      data-testid="send-code"
    >
      {count === COUNTDOWN_SECONDS ? '发送验证码' : `${count}秒后重新发送`}
    </Button>
  );
}
