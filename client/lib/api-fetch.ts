/**
 * The one fetch mutator behind every generated React Query hook (orval's custom instance).
 * Sends cookies, encodes query params and JSON bodies, and turns non-OK answers into errors a
 * person can read: 401 → 'Authentication required', else the server's own message (never a bare
 * 'HTTP nnn: …', which says nothing to someone using the app).
 */
export interface ApiRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The error every failed call throws; `code` and `field` come from the server's error envelope. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Base address of the API: same origin unless the page's runtime configuration names another
 * (`<meta name="api-base" content="https://api.example.test">`, set when the API lives elsewhere).
 */
const apiBase = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="api-base"]')?.getAttribute('content') ?? '');

function toQueryString(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readErrorEnvelope(response: Response): Promise<{ code?: string; field?: string; message?: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: string; field?: string; message?: string } };
    return { code: body.error?.code, field: body.error?.field, message: body.error?.message };
  } catch {
    return {};
  }
}

/** What to say when the answer carries no message of its own (a proxy's error page, a dropped connection). */
export function fallbackErrorMessage(status: number): string {
  if (status === 404) return 'It was not found.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server could not answer. Please try again later.';
  return `The request failed (status ${status}).`;
}

/** The error a non-OK answer throws: 401 → 'Authentication required', else the server's message. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const { code, field, message } = await readErrorEnvelope(response);
  const text = response.status === 401 ? 'Authentication required' : message?.trim() || fallbackErrorMessage(response.status);
  return new ApiError(text, response.status, code, field);
}

/** The full address of an API path such as /api/v1/health (for the few calls no hook can make, like streams). */
export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/** How requests leave: the browser's fetch, or on the server the app itself (see entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends every API call through `fetchFn` from now on (the server renderer calls the app in-process). */
export function setApiTransport(fetchFn: typeof fetch): void {
  transport = fetchFn;
}

export async function apiFetch<T>(request: ApiRequest, init?: RequestInit): Promise<T> {
  const hasBody = request.data !== undefined;
  const response = await transport(`${apiBase}${request.url}${toQueryString(request.params)}`, {
    ...init,
    method: request.method,
    credentials: 'include',
    signal: request.signal ?? init?.signal,
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...request.headers,
      ...(init?.headers as Record<string, string> | undefined),
    },
    body: hasBody ? JSON.stringify(request.data) : undefined,
  });
  if (!response.ok) throw await apiErrorOf(response);
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}
