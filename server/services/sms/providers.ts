// SMS delivery 短信通道: log (default), file (JSON lines, for tests) or webhook; never a real number by default.
import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

export interface SmsMessage {
  phone_number: string;
  type: number;
  code: string;
  at: string;
}

export async function deliverSms(config: Config, log: FastifyBaseLogger, message: SmsMessage): Promise<void> {
  switch (config.smsProvider) {
    case 'file': {
      if (!config.smsFile) throw new AppError(503, 'SMS_UNAVAILABLE', '短信服务未配置，请联系管理员');
      await appendFile(config.smsFile, `${JSON.stringify(message)}\n`, 'utf8');
      return;
    }
    case 'webhook': {
      if (!config.smsWebhookUrl) throw new AppError(503, 'SMS_UNAVAILABLE', '短信服务未配置，请联系管理员');
      let ok: boolean;
      try {
        const res = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(5000),
        });
        ok = res.ok;
      } catch {
        ok = false;
      }
      if (!ok) throw new AppError(503, 'SMS_SEND_FAILED', '短信发送失败，请稍后重试');
      return;
    }
    default:
      // The default never leaves the machine: operators read the code from the server log.
      log.info({ sms: message }, `短信验证码 ${message.phone_number}: ${message.code}`);
      console.info(`[sms] ${message.phone_number} type=${message.type} code=${message.code}`);
  }
}
