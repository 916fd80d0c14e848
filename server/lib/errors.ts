import type { ErrorStatus } from './http-status';

/** The machine-readable codes of the error envelope `{ error: { code, message, field? } }`. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'validation_failed'
  | 'rate_limited'
  | 'headers_too_large'
  | 'internal'
  | 'provider_error'
  | 'unavailable';

const statusOfCode: Record<ErrorCode, ErrorStatus> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  provider_error: 502,
  unavailable: 503,
};

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; field?: string };
}

/** A domain error that the app's error handler turns into the error envelope with its status. */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = statusOfCode[code];
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const notFound = (message: string) => new AppError('not_found', message);
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message);
export const validationFailed = (message: string, field?: string) => new AppError('validation_failed', message, field);
