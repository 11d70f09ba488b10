// @vitest-environment jsdom
// The login screen: §5 validation messages, panels switching in place, captcha refresh, send-code countdown, agreement dialog.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import LoginPage, { FILING_NUMBER } from '../../../src/features/auth/LoginPage';
import { AGREEMENT_CLAUSES } from '../../../src/features/auth/agreement-text';
import { ApiError } from '../../../src/api/client';

const account = vi.hoisted(() => ({
  login: vi.fn(),
  register: vi.fn(),
  measureFields: vi.fn(),
  forgetPassword: vi.fn(),
}));
const captcha = vi.hoisted(() => ({
  initCaptcha: vi.fn(),
  captchaImageUrl: (id: string) => `/v1/captcha/${id}`,
}));
const sms = vi.hoisted(() => ({ sendSmsCode: vi.fn(), SMS_REGISTER: 1, SMS_FORGOT: 2 }));
const guard = vi.hoisted(() => ({ loadSession: vi.fn() }));
vi.mock('../../../src/api/account', () => account);
vi.mock('../../../src/api/captcha', () => captcha);
vi.mock('../../../src/api/sms', () => sms);
vi.mock('../../../src/state/load-session', () => guard);

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <div data-testid="landed">landed</div> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const slow = { timeout: 15000 };
// The shared 2-core machine runs many suites at once: Mantine dialogs and selects can take tens of seconds here.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  let n = 0;
  captcha.initCaptcha.mockReset().mockImplementation(async () => `cap-${++n}`);
  account.login.mockReset();
  account.register.mockReset();
  account.forgetPassword.mockReset();
  account.measureFields.mockReset().mockResolvedValue([
    { id: 1, name: '林业' },
    { id: 2, name: '农业' },
    { id: 3, name: '生态修复' },
  ]);
  sms.sendSmsCode.mockReset().mockResolvedValue(true);
  guard.loadSession.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('login panel', () => {
  it('shows the §5 messages for an empty form and the filing number in the footer', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: '登录' }, slow));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('密码不得少于6位')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(account.login).not.toHaveBeenCalled();
    expect(screen.getByText(FILING_NUMBER)).toBeInTheDocument();
  });

  it('clears the password when the phone changes', async () => {
    renderLogin();
    const password = await screen.findByLabelText('密码', {}, slow);
    await userEvent.type(password, 'secret123');
    expect(password).toHaveValue('secret123');
    await userEvent.type(screen.getByLabelText('手机号'), '1');
    expect(password).toHaveValue('');
  });

  it('stores the tokens, loads the session and follows the redirect on success', async () => {
    account.login.mockResolvedValue({ access_token: 'a1', refresh_token: 'r1' });
    const router = renderLogin('/login?redirect=%2Fmanage');
    await waitFor(() => expect(captcha.initCaptcha).toHaveBeenCalledTimes(1), slow);
    await userEvent.type(screen.getByLabelText('手机号'), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage'), slow);
    expect(account.login).toHaveBeenCalledWith({
      phone_number: '13800000000',
      password: 'Demo@2026',
      captcha_id: 'cap-1',
      captcha: 'ab12',
    });
    expect(sessionStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(guard.loadSession).toHaveBeenCalled();
  });

  it('goes to /dashboard without a redirect query', async () => {
    account.login.mockResolvedValue({ access_token: 'a1', refresh_token: 'r1' });
    const router = renderLogin();
    await userEvent.type(await screen.findByLabelText('手机号', {}, slow), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
  });

  it('draws a new captcha and shows the server message after a failed login', async () => {
    account.login.mockRejectedValue(new ApiError('手机号或密码错误', 401));
    renderLogin();
    await waitFor(() => expect(captcha.initCaptcha).toHaveBeenCalledTimes(1), slow);
    await userEvent.type(screen.getByLabelText('手机号'), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'wrongpass');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(captcha.initCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('forgets the tokens when loading the user info fails after a successful login', async () => {
    account.login.mockResolvedValue({ access_token: 'a1', refresh_token: 'r1' });
    guard.loadSession.mockRejectedValue(new ApiError('账号不可用，请重新登录', 401));
    const router = renderLogin();
    await userEvent.type(await screen.findByLabelText('手机号', {}, slow), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号不可用，请重新登录', {}, slow)).toBeInTheDocument();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refreshes the captcha on click', async () => {
    renderLogin();
    await waitFor(() => expect(captcha.initCaptcha).toHaveBeenCalledTimes(1), slow);
    await userEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(captcha.initCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', '/v1/captcha/cap-2');
  });

  it('says 登录失败请再次登录 when the answer carries no tokens', async () => {
    account.login.mockResolvedValue(null);
    renderLogin();
    await userEvent.type(await screen.findByLabelText('手机号', {}, slow), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录失败请再次登录', {}, slow)).toBeInTheDocument();
  });
});

describe('register panel', () => {
  async function openRegister() {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: '注册账号' }, slow));
    return screen.findByRole('button', { name: '注册' });
  }

  it('shows the §5 messages', async () => {
    const submit = await openRegister();
    await userEvent.click(submit);
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('密码不得少于6位')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByText('请选择测算领域')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('手机号'), '2380000000');
    await userEvent.click(submit);
    expect(await screen.findByText('请输入正确格式的手机号')).toBeInTheDocument();
  });

  it('refuses to register without the agreement tick', async () => {
    const submit = await openRegister();
    await userEvent.type(screen.getByLabelText('手机号'), '13900001111');
    await userEvent.type(screen.getByLabelText('用户名'), '王五');
    await userEvent.type(screen.getByLabelText('密码'), 'secret1');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByPlaceholderText('请选择测算领域'));
    await userEvent.click(await screen.findByRole('option', { name: '林业', hidden: true }));
    await userEvent.click(submit);
    expect((await screen.findAllByText('开户需要阅读并同意用户协议')).length).toBeGreaterThan(0);
    expect(account.register).not.toHaveBeenCalled();
  });

  it('opens the sixteen-clause agreement; acknowledging ticks the box; then registers and shows the success panel', async () => {
    account.register.mockResolvedValue(null);
    const submit = await openRegister();
    await userEvent.click(screen.getByRole('button', { name: '《用户使用许可及服务协议》' }));
    const dialog = await screen.findByRole('dialog');
    expect(AGREEMENT_CLAUSES).toHaveLength(16);
    for (const clause of AGREEMENT_CLAUSES)
      expect(within(dialog).getByText(clause.title)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
    // letters and spaces never reach a phone field, typed or pasted
    await userEvent.type(screen.getByLabelText('手机号'), 'abc139 0000 1111');
    expect(screen.getByLabelText('手机号')).toHaveValue('13900001111');
    await userEvent.type(screen.getByLabelText('用户名'), '王五');
    await userEvent.type(screen.getByLabelText('密码'), 'secret1');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByPlaceholderText('请选择测算领域'));
    await userEvent.click(await screen.findByRole('option', { name: '生态修复', hidden: true }));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(account.register).toHaveBeenCalledWith({
        measure_fields: [3],
        phone_number: '13900001111',
        username: '王五',
        verification_code: '123456',
        password: 'secret1',
      }),
    );
    expect(await screen.findByText('账号申请已提交')).toBeInTheDocument();
    expect(screen.getByTestId('service-qr')).toBeInTheDocument();
    // the account waits for review: nothing covers the message and the QR code, and no login is offered
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('是否前往登录？')).not.toBeInTheDocument();
  });

  it('back to login resets the form and the agreement tick', async () => {
    await openRegister();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('用户名'), '王五');
    await userEvent.click(screen.getByRole('button', { name: '返回登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '注册账号' }));
    expect(screen.getByLabelText('用户名')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('send code: empty phone → 请输入手机号; then a 60-second countdown', async () => {
    await openRegister();
    const button = screen.getByTestId('send-code');
    expect(button).toHaveTextContent('发送验证码');
    await userEvent.click(button);
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(sms.sendSmsCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('手机号'), '13900001111');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('59秒后重新发送'));
    expect(sms.sendSmsCode).toHaveBeenCalledWith(1, '13900001111');
    expect(button).toBeDisabled();
  });
});

describe('forgot panel', () => {
  it('validates, resets the password and offers the login', async () => {
    account.forgetPassword.mockResolvedValue(null);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: '忘记密码' }, slow));
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('密码不得少于6位')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('手机号'), '13900001111');
    await userEvent.type(screen.getByLabelText('新密码'), 'newpass1');
    await userEvent.type(screen.getByLabelText('验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() =>
      expect(account.forgetPassword).toHaveBeenCalledWith({
        phone_number: '13900001111',
        verification_code: '654321',
        password: 'newpass1',
      }),
    );
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});
