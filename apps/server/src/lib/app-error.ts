/** An expected failure with a Chinese message for the user and the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly code: number = status,
    /** What the reply carries besides the message, e.g. the record as it now is after a lost concurrent write. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(403, msg);
export const notFound = (msg: string) => new AppError(404, msg);
export const conflict = (msg: string, data?: unknown) => new AppError(409, msg, 409, data);
