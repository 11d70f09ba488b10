// The response envelope every /v1 call answers with: {code, message, data}.
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  error?: string;
  details?: unknown;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, message: 'success', data };
}

export function failure(code: number, error: string, message: string, details?: unknown): Envelope<null> {
  return details === undefined
    ? { code, message, error, data: null }
    : { code, message, error, data: null, details };
}
