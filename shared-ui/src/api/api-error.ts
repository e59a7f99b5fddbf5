import type { ErrorBody } from '@marketplace/shared-dto';

/**
 * A failed API call: the server's own text as the message, the status (0 when the network failed), the
 * per-field `details` of a 400 (field path → message, for the form to show beside each field) and the
 * whole error body (some answers carry more than words, e.g. a check-in's result).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: Record<string, string> = {},
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API's error body (`{statusCode, error, message, details?}`) turned into an ApiError. */
  static fromBody(status: number, body: unknown, statusText = ''): ApiError {
    const err = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>;
    return new ApiError(err.error || err.message || statusText || `Request failed (${status})`, status, err.details ?? {}, body);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * 'Where the server returns an error field it is shown; otherwise the fallback applies' (spec section 8).
 * A network failure, a crash (5xx) or a route the API does not serve is no message for a user.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return fallback;
  const body = error.body as Partial<ErrorBody> | undefined;
  const text = body?.error || body?.message;
  return text && !text.startsWith('No API route') ? text : fallback;
}

/** The field → message map of a failed call ({} when the server sent none, or it was no API error). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.details : {};
}
