/**
 * Reading the answers of the typed API client (`testApp.api(as)`): the status is asserted first,
 * so a failing call names its status instead of failing later on a missing body.
 *
 *   const company = dataOf(await testApp.api(alice).GET('/companies/{symbol}', { params: { path: { symbol } } }));
 *   errorOf(await testApp.api().GET('/user/favorites'), 401);
 */
import { expect } from 'vitest';
import type { components } from '../../generated/openapi';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a successful call, after asserting its status (200 unless told). */
export function dataOf<T>(result: ApiResult<T>, status = 200): T {
  expect(result.response.status, JSON.stringify(result.error)).toBe(status);
  if (result.data === undefined) throw new Error(`${result.response.url}: ${status} without a body`);
  return result.data;
}

/** The error of a failed call, after asserting its status and, when given, its message. */
export function errorOf(result: { error?: ErrorEnvelope; response: Response }, status: number, message?: string) {
  expect(result.response.status).toBe(status);
  const error = result.error?.error;
  if (!error) throw new Error(`${result.response.url}: ${status} without an error body`);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}
