// SMS verification codes 短信验证码: POST /v1/sms/{type}; success is judged by code 200 (product.md §7).
import { api } from './client';

export const SMS_REGISTER = 1;
export const SMS_FORGOT = 2;

/** Sends a code; resolves true when the answer's code is 200 (the client shows the server's message otherwise). */
export async function sendSmsCode(type: 1 | 2, phoneNumber: string): Promise<boolean> {
  const envelope = await api.requestEnvelope<unknown>('POST', `/v1/sms/${type}`, {
    json: { phone_number: phoneNumber, type },
  });
  return envelope.code === 200;
}
