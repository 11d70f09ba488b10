// Fixed values of the browser-test server: the demo super-administrator and the captcha answer.
export const E2E_ADMIN = { phone: '13800000000', password: 'Demo@2026' } as const;
export const E2E_CAPTCHA = 'e2e8';
