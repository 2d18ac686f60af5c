import { ErrorCode, errorMessages, type ErrorCodeValue } from '@encore/shared/errors';

/** An error the client may see: it carries its HTTP status, code and optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? errorMessages[code]);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, ErrorCode.notFound, what);
export const forbidden = () => new AppError(403, ErrorCode.forbidden);
export const unauthenticated = () => new AppError(401, ErrorCode.unauthenticated);
export const conflict = (code: ErrorCodeValue = ErrorCode.conflict, details?: unknown) =>
  new AppError(409, code, undefined, details);
