/**
 * A local OpenAI-compatible chat-completions server for tests (real HTTP on 127.0.0.1, JSON and
 * server-sent-event streaming). The model name picks the behaviour:
 *   any model       → answers `reply(messages)`, streamed in small chunks when `stream: true`
 *   `broken-model`  → HTTP 500 with an OpenAI-style error body
 *   `slow-model`    → waits `slowMs` before answering (for timeouts)
 *   `held-model`    → answers once the test calls `release()` (a call in progress for as long as a test needs it)
 *   `stall-model`   → streams one chunk of the reply, then falls silent until the client hangs up
 *   `no-tools-model`→ HTTP 400 when the request offers tools (a server without function calling)
 * A reply may be tool calls instead of text (`{ toolCalls }`), sent whole or streamed in pieces
 * the way OpenAI streams them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: Array<{ role: string; content: string; tool_call_id?: string; tool_calls?: unknown[] }>;
  tools?: Array<{ function: { name: string } }>;
}

/** Tool calls a scripted reply makes instead of answering. */
export interface ScriptedToolCalls {
  toolCalls: Array<{ name: string; arguments: Record<string, unknown> }>;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  /** Every request body received, in order, with its Authorization header. */
  requests: Array<{ body: ChatRequestBody; authorization: string | undefined }>;
  /** Lets the calls to `held-model` answer, those waiting and those to come. */
  release(): void;
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  reply: (messages: ChatRequestBody['messages'], body: ChatRequestBody) => string | ScriptedToolCalls;
  /** How long `slow-model` waits: a fixed time, or one chosen per request (e.g. by the question). */
  slowMs?: number | ((messages: ChatRequestBody['messages']) => number);
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
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: `No route ${request.url}` } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequestBody;
    requests.push({ body, authorization: request.headers.authorization });
    if (body.model === 'broken-model') {
      response
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      return;
    }
    if (body.model === 'no-tools-model' && body.tools) {
      response
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'tools are not supported by this model' } }));
      return;
    }
    if (body.model === 'slow-model') {
      const waitMs = typeof options.slowMs === 'function' ? options.slowMs(body.messages) : (options.slowMs ?? 2000);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
    if (body.model === 'held-model') await released;
    if (body.model === 'stall-model' && body.stream) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Revenue was' } }] })}\n\n`);
      await new Promise((resolve) => response.on('close', resolve));
      return;
    }
    if (response.destroyed) return;
    const reply = options.reply(body.messages, body);
    if (typeof reply !== 'string') {
      const calls = reply.toolCalls.map((call, index) => ({
        index,
        id: `call_${index}`,
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      }));
      if (body.stream) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        for (const call of calls) {
          // Name first, then the arguments in two pieces, as OpenAI streams them.
          const args = call.function.arguments;
          const half = Math.floor(args.length / 2);
          response.write(
            `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ ...call, function: { name: call.function.name, arguments: args.slice(0, half) } }] } }] })}\n\n`,
          );
          response.write(
            `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: call.index, function: { arguments: args.slice(half) } }] } }] })}\n\n`,
          );
        }
        response.end(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`);
        return;
      }
      const message = { role: 'assistant', content: null, tool_calls: calls.map(({ index: _index, ...call }) => call) };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message, finish_reason: 'tool_calls' }],
        }),
      );
      return;
    }
    const text = reply;
    if (body.stream) {
      await streamReply(response, text, options.chunkSize ?? 7);
      return;
    }
    const completion = {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(completion));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
