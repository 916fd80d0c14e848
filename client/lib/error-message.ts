/** The text of whatever a failed call or render threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error occurred';
}

/** True when a call failed with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}

/** True when a call failed because the resource does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404);
}

/** True when a call failed because nobody is signed in (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  return hasStatus(error, 401);
}
