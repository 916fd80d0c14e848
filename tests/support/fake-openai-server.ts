/**
 * A local OpenAI-compatible chat-completions server for tests (real HTTP on 127.0.0.1, JSON and
 * server-sent-event streaming). The model name picks the behaviour:
 *   any model       → answers `reply(messages)`, streamed in small chunks when `stream: true`
 *   `broken-model`  → HTTP 500 with an OpenAI-style error body
 *   `slow-model`    → waits `slowMs` before answering (for timeouts)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  /** Every request body received, in order, with its Authorization header. */
  requests: Array<{ body: ChatRequestBody; authorization: string | undefined }>;
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  reply: (messages: ChatRequestBody['messages']) => string;
  slowMs?: number;
  chunkSize?: number;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function streamReply(response: ServerResponse, text: string, size: number): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  for (const piece of chunks(text, size)) {
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  response.end('data: [DONE]\n\n');
}

export async function startFakeOpenAiServer(options: FakeOpenAiOptions): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: `No route ${request.url}` } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequestBody;
    requests.push({ body, authorization: request.headers.authorization });
    if (body.model === 'broken-model') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      return;
    }
    if (body.model === 'slow-model') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 2000));
    if (response.destroyed) return;
    const text = options.reply(body.messages);
    if (body.stream) {
      await streamReply(response, text, options.chunkSize ?? 7);
      return;
    }
    const completion = { id: 'chatcmpl-test', object: 'chat.completion', model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }] };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(completion));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
