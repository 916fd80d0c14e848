/**
 * A provider that echoes its request into its error bodies (as FMP does on some 404s): every
 * request is answered `status` with a body that quotes its method, URL, headers and body, in the
 * shape `format` gives it. `requests` counts what it received.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EchoServer {
  baseUrl: string;
  status: number;
  requests: number;
  close(): Promise<void>;
}

export async function startEchoServer(format: (echo: string) => unknown, status = 500): Promise<EchoServer> {
  const echo: EchoServer = { baseUrl: '', status, requests: 0, close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      echo.requests += 1;
      const text = `${request.method} ${request.url} headers ${JSON.stringify(request.headers)} body ${Buffer.concat(chunks).toString('utf8')}`;
      response.writeHead(echo.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(format(text)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  echo.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  echo.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return echo;
}
