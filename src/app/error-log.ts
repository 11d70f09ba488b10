// The production error log 错误日志 (product.md §1, §8): uncaught errors are recorded for support, never shown to users.
import { readJson, writeStorage } from '../state/storage';

export const ERROR_LOG_KEY = 'errorLog';
const MAX_ENTRIES = 50;

export interface ErrorLogEntry {
  time: string;
  message: string;
  stack?: string;
  url: string;
}

export function readErrorLog(): ErrorLogEntry[] {
  const entries = readJson<unknown>(ERROR_LOG_KEY, []);
  return Array.isArray(entries) ? (entries as ErrorLogEntry[]) : [];
}

/** Appends one entry, keeping the newest MAX_ENTRIES. */
export function logError(error: unknown): void {
  const err =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  const entry: ErrorLogEntry = {
    time: new Date().toISOString(),
    message: err.message,
    url: typeof window === 'undefined' ? '' : window.location.href,
    ...(err.stack ? { stack: err.stack } : {}),
  };
  writeStorage('local', ERROR_LOG_KEY, JSON.stringify([...readErrorLog(), entry].slice(-MAX_ENTRIES)));
}

/** In production, records uncaught errors and unhandled promise rejections (the API client has already told the user). */
export function installErrorLog(enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || typeof window === 'undefined') return;
  window.addEventListener('error', (event) => logError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason));
}
