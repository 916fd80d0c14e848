/**
 * The HTTP server of the process: Node's server with bounded timeouts, JSON answers (with the
 * security headers) for requests Node refuses before the app sees them (headers too large,
 * malformed, too slow), and a listen that reports a busy port as one line instead of a crash.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import { getRequestListener, RequestError, type ServerType } from '@hono/node-server';
import type { Config } from '../config';
import { permissionsPolicyHeader } from '../lib/permissions-policy';
import { bodyLimitOf } from './request-bounds';
import { hstsMaxAgeSeconds } from './security-headers';

/** Node's limit on the size of a request's headers, cookies included (431 above it). */
const MAX_HEADER_BYTES = 16 * 1024;

type FetchHandler = Parameters<typeof getRequestListener>[0];

/**
 * The security headers of an answer the app itself never sees (it has no Request to run on): the
 * ones security-headers.ts gives every response that apply to an error with no page to frame.
 */
function refusalHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': permissionsPolicyHeader,
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...(config.publicUrl.startsWith('https:') ? { 'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` } : {}),
  };
}

/** What Node answers itself, by its error code: the status and the envelope's code and message. */
function refusal(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'headers_too_large', `The request headers are larger than ${MAX_HEADER_BYTES / 1024} KB`];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'bad_request', 'The request took too long to arrive'];
  return [400, 'bad_request', 'Malformed HTTP request'];
}

/** Answers a request Node refused while parsing, then closes the connection. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, headers: Record<string, string>): void {
  if (!socket.writable || (error as { code?: string }).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, code, message] = refusal(error.code);
  const body = JSON.stringify({ error: { code, message } });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Answers a request Node parsed but no URL can be made of (a backslash in the path, a Host that
 * is not a host, `OPTIONS *`): @hono/node-server refuses it before the app runs, by default with
 * a bare 400 that has neither the error envelope nor the security headers.
 */
function answerUnusableRequest(error: unknown, headers: Record<string, string>): Response {
  const status = error instanceof RequestError ? 400 : 500;
  const body =
    status === 400
      ? { error: { code: 'bad_request', message: 'Malformed HTTP request: no URL can be made of its target and Host header' } }
      : { error: { code: 'internal', message: 'Internal server error' } };
  return new Response(JSON.stringify(body), { status, headers });
}

/** A start-up failure worth one line to the operator (a busy port, a refused address). */
export class ListenError extends Error {
  override name = 'ListenError';
}

function listenProblem(error: NodeJS.ErrnoException, host: string, port: number): string {
  const where = `${host}:${port}`;
  if (error.code === 'EADDRINUSE') return `Cannot listen on ${where}: the port is already in use (stop the other process or set PORT)`;
  if (error.code === 'EACCES') return `Cannot listen on ${where}: permission denied (use a port above 1023 or set PORT)`;
  if (error.code === 'EADDRNOTAVAIL') return `Cannot listen on ${where}: no such address on this machine (check HOST)`;
  return `Cannot listen on ${where}: ${error.message}`;
}

/**
 * Fails with the ListenError a listen would give (a busy port, a refused address) without keeping
 * the port: the start checks it before it touches the database, and listens once the app is ready.
 */
export function assertPortFree(config: Pick<Config, 'host' | 'port'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new ListenError(listenProblem(error, config.host, config.port))));
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

/** Listens with the configured timeouts; resolves once listening, rejects with a ListenError. */
export function listen(
  fetch: FetchHandler,
  config: Pick<Config, 'host' | 'port' | 'publicUrl' | 'server' | 'limits'>,
): Promise<ServerType> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.server;
  const headers = refusalHeaders(config);
  // The listener answers every request itself, its failures included (errorHandler).
  const listener = getRequestListener(fetch, { hostname: config.host, errorHandler: (error) => answerUnusableRequest(error, headers) });
  return new Promise((resolve, reject) => {
    // serve() of @hono/node-server, with the listener's errorHandler (serve() does not pass one on).
    const server: Server = createServer(
      {
        maxHeaderSize: MAX_HEADER_BYTES,
        // A connection that sends nothing, or its headers slowly, is closed after headersTimeout.
        headersTimeout: headersTimeoutMs,
        requestTimeout: requestTimeoutMs,
        keepAliveTimeout: keepAliveTimeoutMs,
        // How often Node checks those two timeouts (default 30 s, too coarse for a 10 s limit).
        connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      },
      (request, response) => void listener(request, response),
    );
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, headers));
    // A client that asks before sending its body (Expect: 100-continue) is invited to send it only
    // when the size it declares fits: an oversized one gets its 413 without ever being asked for it.
    server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
      const limit = bodyLimitOf(request.url ?? '/', config.limits.apiBodyBytes);
      if (!(Number(request.headers['content-length']) > limit)) response.writeContinue();
      server.emit('request', request, response);
    });
    const failed = (error: NodeJS.ErrnoException) => reject(new ListenError(listenProblem(error, config.host, config.port)));
    server.once('error', failed);
    server.once('listening', () => {
      server.off('error', failed);
      resolve(server);
    });
    server.listen(config.port, config.host);
  });
}
