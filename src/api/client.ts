// The HTTP client 请求客户端 (product.md §7, §8): ky with bearer tokens, the {code, message, data} envelope, one shared token refresh, error toasts.
import ky from 'ky';
import type { KyInstance } from 'ky';
import { notifications } from '@mantine/notifications';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from '../state/session';
import type { TokenPair } from '../state/session';
import { currentPath, loginPathFor, navigateTo } from '../state/navigation';

/** The answer envelope of every /v1 call. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  error?: string;
}

/** A rejected call: `message` is the server's Chinese message (or a generic one), `status` the HTTP status (0 = no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | undefined;
  readonly body: unknown;
  /** The session ended with this call: the user was told (登陆过期) and is on the way to the login page. */
  readonly sessionEnded: boolean;
  constructor(message: string, status: number, body?: unknown, sessionEnded = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.error = isEnvelope(body) ? body.error : undefined;
    this.sessionEnded = sessionEnded;
  }
}

/** Whether a screen should stay silent about a failure: the ended session was already told, once. */
export const sessionEnded = (err: unknown): boolean => err instanceof ApiError && err.sessionEnded;

export const ACCESS_TOKEN_EXPIRED = 'ACCESS_TOKEN_EXPIRED';
export const REFRESH_TOKEN_EXPIRED = 'REFRESH_TOKEN_EXPIRED';
export const LOGIN_EXPIRED_TEXT = '登陆过期';
export const TIMEOUT_MS = 5000;
const GENERIC_ERROR = '请求失败，请稍后重试';
const TIMEOUT_ERROR = '请求超时，请稍后重试';
const NETWORK_ERROR = '网络连接失败，请检查网络';

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  /** Show the error message as a 5 s notification (default true); screens with their own message pass false. */
  notify?: boolean;
  signal?: AbortSignal;
  /** Per-call timeout in ms (slow server computations: submit, area-unit conversion); default TIMEOUT_MS. */
  timeout?: number;
}

export interface Toast {
  message: string;
  color: 'red' | 'orange';
  autoClose: number;
}

export interface ClientConfig {
  /** Same origin by default. */
  prefixUrl?: string;
  fetch?: typeof fetch;
  timeout?: number;
  /** How messages reach the user; Mantine notifications by default. */
  toast?: (toast: Toast) => void;
  /** What happens after the session ended (after the toast and clearSession): go to the login page by default. */
  onLoggedOut?: () => void;
}

export interface ApiClient {
  /** Any call; resolves with the unwrapped `data`. */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** Like request, but resolves with the whole envelope (for calls judged by `code`). */
  requestEnvelope<T>(method: string, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, searchParams?: SearchParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, json?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A file download (export): the body as a Blob plus the file name from Content-Disposition. */
  blob(path: string, options?: RequestOptions): Promise<{ blob: Blob; filename: string | undefined }>;
  /** POST /nl/v1/auth/refresh with the refresh token; concurrent callers share one call. Stores and returns the new pair. */
  refreshTokens(): Promise<TokenPair>;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'message' in body;
}

function defaultPrefix(): string {
  // The origin root, i.e. what prefixUrl '/' means, spelled absolute so Request() also accepts it outside a page.
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? `${window.location.origin}/`
    : '/';
}

function defaultToast(toast: Toast): void {
  notifications.show({ message: toast.message, color: toast.color, autoClose: toast.autoClose });
}

function defaultLoggedOut(): void {
  const here = currentPath();
  navigateTo(here.startsWith('/login') ? '/login' : loginPathFor(here));
}

function cleanParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

function filenameOf(response: Response): string | undefined {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1];
}

export function createApiClient(config: ClientConfig = {}): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: config.prefixUrl ?? defaultPrefix(),
    timeout: config.timeout ?? TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'include',
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const toast = config.toast ?? defaultToast;
  const onLoggedOut = config.onLoggedOut ?? defaultLoggedOut;

  let refreshing: Promise<TokenPair> | null = null;
  let lastLogout = 0;

  /** Ends the session once even when several requests fail together. */
  function endSession(message: string, autoClose: number): void {
    const now = Date.now();
    if (now - lastLogout < 2000) return;
    lastLogout = now;
    toast({ message, color: 'red', autoClose });
    clearSession();
    onLoggedOut();
  }

  async function send(
    method: string,
    path: string,
    options: RequestOptions,
    token: string | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await http(path.replace(/^\/+/, ''), {
        method,
        headers,
        searchParams: cleanParams(options.searchParams),
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.timeout ? { timeout: options.timeout } : {}),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new ApiError(timedOut ? TIMEOUT_ERROR : NETWORK_ERROR, 0);
    }
  }

  async function doRefresh(): Promise<TokenPair> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(LOGIN_EXPIRED_TEXT, 401);
    const response = await send('POST', 'nl/v1/auth/refresh', {}, refreshToken);
    const body = await readBody(response);
    if (!response.ok || !isEnvelope(body) || body.message !== 'success') {
      throw new ApiError(isEnvelope(body) ? body.message : LOGIN_EXPIRED_TEXT, response.status, body);
    }
    const pair = body.data as Partial<TokenPair> | null;
    if (!pair?.access_token || !pair.refresh_token)
      throw new ApiError(LOGIN_EXPIRED_TEXT, response.status, body);
    const tokens = { access_token: pair.access_token, refresh_token: pair.refresh_token };
    setTokens(tokens);
    return tokens;
  }

  function refreshTokens(): Promise<TokenPair> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Sends with the current token; on ACCESS_TOKEN_EXPIRED refreshes (shared) and retries once. */
  async function authorised(
    method: string,
    path: string,
    options: RequestOptions,
  ): Promise<{ response: Response; body: unknown }> {
    const sentToken = getAccessToken();
    const response = await send(method, path, options, sentToken);
    if (response.status !== 401) return { response, body: await readBody(response) };
    const body = await readBody(response);
    const reason = isEnvelope(body) ? body.message : '';
    if (reason === REFRESH_TOKEN_EXPIRED) {
      // the server's code is not for users: the same Chinese words as an expired access token, shown 5 s
      endSession(LOGIN_EXPIRED_TEXT, 5000);
      throw new ApiError(LOGIN_EXPIRED_TEXT, 401, body, true);
    }
    if (reason !== ACCESS_TOKEN_EXPIRED) return { response, body };
    try {
      // Another request may already have refreshed while this one was in flight: then just retry.
      const current = getAccessToken();
      const token = current && current !== sentToken ? current : (await refreshTokens()).access_token;
      const retried = await send(method, path, options, token);
      const retriedBody = await readBody(retried);
      if (retried.status === 401) throw new ApiError(LOGIN_EXPIRED_TEXT, 401, retriedBody);
      return { response: retried, body: retriedBody };
    } catch (err) {
      endSession(LOGIN_EXPIRED_TEXT, 3000);
      throw new ApiError(LOGIN_EXPIRED_TEXT, 401, err instanceof ApiError ? err.body : undefined, true);
    }
  }

  function fail(options: RequestOptions, error: ApiError): never {
    if (options.notify !== false) toast({ message: error.message, color: 'red', autoClose: 5000 });
    throw error;
  }

  async function requestEnvelope<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    let result: { response: Response; body: unknown };
    try {
      result = await authorised(method, path, options);
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) fail(options, err);
      throw err; // session endings already told the user
    }
    const { response, body } = result;
    if (response.ok && isEnvelope(body) && body.message === 'success') return body as Envelope<T>;
    const message = isEnvelope(body) && body.message ? body.message : GENERIC_ERROR;
    return fail(options, new ApiError(message, response.status, body));
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await requestEnvelope<T>(method, path, options)).data;
  }

  async function blob(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ blob: Blob; filename: string | undefined }> {
    const { response, body } = await authorised('GET', path, options).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 0) fail(options, err);
      throw err;
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const message = isEnvelope(body) && body.message ? body.message : GENERIC_ERROR;
      return fail(options, new ApiError(message, response.status, body));
    }
    return { blob: await response.blob(), filename: filenameOf(response) };
  }

  return {
    request,
    requestEnvelope,
    get: (path, searchParams, options) =>
      request('GET', path, { ...options, ...(searchParams ? { searchParams } : {}) }),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    delete: (path, options) => request('DELETE', path, options),
    blob,
    refreshTokens,
  };
}

/** The app's client: same origin, 5 s timeout, Mantine toasts, login redirect through the router. */
export const api: ApiClient = createApiClient();
