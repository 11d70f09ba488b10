// Image captcha calls 图形验证码: first an id, then the image address for that id (product.md §4.3).
import { api } from './client';

/** GET /v1/captcha/init → the id (the envelope's data). */
export function initCaptcha(): Promise<string> {
  return api.get<string>('/v1/captcha/init', undefined, { notify: false });
}

/** The SVG image of a captcha id, fetched by the <img> element itself (same origin, no token needed). */
export function captchaImageUrl(id: string): string {
  return `/v1/captcha/${encodeURIComponent(id)}`;
}
