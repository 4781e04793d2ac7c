import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../shared/errorCodes.ts';

export interface AppErrorExtras {
  /** The input field at fault; set for VALIDATION_FAILED so the web can mark it. */
  field?: string;
  [key: string]: unknown;
}

/**
 * A business failure the client is meant to see: its `extensions.code` is one of the shared codes.
 * Being a GraphQLError, it passes Yoga's error masking unchanged; anything else is masked.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string, extras: AppErrorExtras = {}) {
    super(message ?? code, { extensions: { ...extras, code } });
    this.name = 'AppError';
    this.code = code;
  }
}

export function appError(code: ErrorCode, message?: string, extras?: AppErrorExtras): AppError {
  return new AppError(code, message, extras);
}

export function validationFailed(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { field });
}

/**
 * The server has more work in hand than it takes on (the judging writer's queue is full): HTTP 503
 * with Retry-After, which graphql-yoga takes from `extensions.http` (and leaves out of the body).
 * Nothing of the refused call was done; the client sends it again after that many seconds.
 */
export function serverBusy(retryAfterSeconds: number): AppError {
  return new AppError('SERVER_BUSY', 'The server is busy; send again shortly', {
    http: { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } },
  });
}
