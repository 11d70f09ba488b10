// Known failures carry an HTTP status, a stable machine id and a Chinese message for the user.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = '请先登录', error = 'UNAUTHORIZED') =>
  new AppError(401, error, message);
export const forbidden = (message = '没有权限执行此操作') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = '资源不存在') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, error = 'CONFLICT') => new AppError(409, error, message);
export const tooMany = (message = '操作过于频繁，请稍后再试') => new AppError(429, 'RATE_LIMITED', message);
