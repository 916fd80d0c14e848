/**
 * The chat-completions endpoint of any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp's
 * server) through the `openai` package: one call answering whole, one streaming. What this file
 * adds: a timeout that is the longest silence allowed (for streams: between two chunks), no
 * retries (the AI service decides what a failure means), the key, address and logging from the
 * app's settings only (OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_LOG are not read; the SDK's
 * OPENAI_CUSTOM_HEADERS may add headers but not replace the key), and every failure as an
 * LlmError whose message names the endpoint and what went wrong.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type ChatMessage, LlmError } from './chat';

export interface OpenAiClientOptions {
  /** Such as http://127.0.0.1:11434/v1 (the part before /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  temperature?: number;
  /** The most tokens one call may write (max_tokens; AI_MAX_TOKENS). */
  maxTokens?: number;
}

interface ChatArgs {
  messages: WireMessage[];
  signal?: AbortSignal;
  /** OpenAI function tools the model may call (only sent when given). */
  tools?: ToolDefinition[];
}

/** An OpenAI function tool. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A call of a tool by the model; `arguments` is JSON text. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** Messages as sent: the conversation, plus the model's tool calls and their results. */
export type WireMessage =
  | ChatMessage
  | {
      role: 'assistant';
      content: string | null;
      tool_calls: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
    }
  | { role: 'tool'; tool_call_id: string; content: string };

/** One turn of the model: its text, and the tools it asks to call (none when it answered). */
export interface ModelTurn {
  text: string;
  toolCalls: ToolCall[];
}

export class OpenAiClient {
  private readonly sdk: OpenAI;

  constructor(private readonly options: OpenAiClientOptions) {
    this.sdk = new OpenAI({
      baseURL: options.baseUrl.replace(/\/+$/, ''),
      // A local server needs no key: the placeholder is never sent (the header is left out). The
      // header is set here, after the SDK's OPENAI_CUSTOM_HEADERS, so that cannot replace the key.
      apiKey: options.apiKey || 'none',
      defaultHeaders: { Authorization: options.apiKey ? `Bearer ${options.apiKey}` : null },
      organization: null,
      project: null,
      logLevel: 'off',
      maxRetries: 0,
      timeout: options.timeoutMs,
    });
  }

  /** The whole answer's text. */
  async complete(args: ChatArgs): Promise<string> {
    const turn = await this.turn(args);
    if (turn.text.trim() === '') throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an answer without text`);
    return turn.text;
  }

  /** One whole turn: the text, or the tool calls the model asks for. */
  async turn({ messages, signal, tools }: ChatArgs): Promise<ModelTurn> {
    const timer = new SilenceTimer(this.options.timeoutMs, signal);
    try {
      const completion = await this.sdk.chat.completions.create(
        { ...this.request(messages, tools), stream: false },
        { signal: timer.signal },
      );
      const message = (completion as Partial<typeof completion> | undefined)?.choices?.[0]?.message;
      const toolCalls = (message?.tool_calls ?? []).flatMap((call, index) =>
        'function' in call
          ? [{ id: call.id || `call_${index}`, name: call.function.name, arguments: call.function.arguments || '{}' }]
          : [],
      );
      const text = message?.content;
      if (toolCalls.length === 0 && (typeof text !== 'string' || text.trim() === '')) {
        throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an answer without text`);
      }
      return { text: text ?? '', toolCalls };
    } catch (error) {
      throw this.describe(error, timer);
    } finally {
      timer.clear();
    }
  }

  /** Yields the answer's text as the model produces it. */
  async *stream(args: ChatArgs): AsyncGenerator<string> {
    yield* this.streamTurn(args);
  }

  /** Yields the turn's text as it comes; returns the tool calls the model asked for (assembled from their pieces). */
  async *streamTurn({ messages, signal, tools }: ChatArgs): AsyncGenerator<string, ToolCall[]> {
    const timer = new SilenceTimer(this.options.timeoutMs, signal);
    const calls = new Map<number, ToolCall>();
    try {
      const chunks = await this.sdk.chat.completions.create({ ...this.request(messages, tools), stream: true }, { signal: timer.signal });
      for await (const chunk of chunks) {
        timer.reset();
        const delta = chunk.choices?.[0]?.delta;
        for (const piece of delta?.tool_calls ?? []) addToolCallPiece(calls, piece);
        if (delta?.content) yield delta.content;
      }
      // The SDK ends an aborted stream quietly: a silence or a cancel must not pass for the end of the answer.
      if (timer.signal.aborted) throw timer.signal.reason;
    } catch (error) {
      throw this.describe(error, timer);
    } finally {
      timer.clear();
    }
    return [...calls.values()].map((call, index) => ({ ...call, id: call.id || `call_${index}` }));
  }

  private request(messages: WireMessage[], tools?: ToolDefinition[]) {
    return {
      model: this.options.model,
      messages: messages as ChatCompletionMessageParam[],
      temperature: this.options.temperature ?? 0.2,
      ...(this.options.maxTokens ? { max_tokens: this.options.maxTokens } : {}),
      ...(tools ? { tools } : {}),
    };
  }

  private describe(error: unknown, timer: SilenceTimer): LlmError {
    if (error instanceof LlmError) return error;
    const where = `The model at ${this.options.baseUrl}`;
    if (timer.timedOut || error instanceof APIConnectionTimeoutError) {
      return new LlmError('timeout', `${where} did not answer within ${this.options.timeoutMs} ms`, undefined, { cause: error });
    }
    if (timer.signal.aborted) return new LlmError('network', 'The model call was cancelled', undefined, { cause: error });
    if (error instanceof APIError && error.status !== undefined) {
      const detail = errorDetail(error);
      return new LlmError('http', `${where} answered HTTP ${error.status}${detail ? `: ${detail}` : ''}`, error.status);
    }
    if (error instanceof APIConnectionError) {
      return new LlmError('network', `Could not reach the model at ${this.options.baseUrl}: ${deepestCause(error)}`, undefined, {
        cause: error,
      });
    }
    if (error instanceof APIError) return new LlmError('http', `${where} failed: ${errorDetail(error)}`, undefined, { cause: error });
    if (error instanceof SyntaxError)
      return new LlmError('bad_response', `${where} sent a response that is not JSON`, undefined, { cause: error });
    return new LlmError('network', `Could not reach the model at ${this.options.baseUrl}: ${deepestCause(error)}`, undefined, {
      cause: error,
    });
  }
}

/** Adds one streamed piece of a tool call (OpenAI streams a call's name and arguments in parts). */
function addToolCallPiece(calls: Map<number, ToolCall>, piece: ChatCompletionChunk.Choice.Delta.ToolCall): void {
  const known = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
  calls.set(piece.index, {
    id: piece.id ?? known.id,
    name: known.name + (piece.function?.name ?? ''),
    arguments: known.arguments + (piece.function?.arguments ?? ''),
  });
}

/** The server's own words of an API error: the error body's message, else the start of what it sent. */
function errorDetail(error: APIError): string {
  const body = error.error as { message?: unknown } | string | undefined;
  if (typeof body === 'string') return body.slice(0, 300);
  if (body && typeof body.message === 'string') return body.message;
  return error.message.replace(/^\d{3}\s*/, '').slice(0, 300);
}

/** The innermost cause's message (a refused connection is a TypeError caused by ECONNREFUSED). */
function deepestCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Aborts when no progress was made for `ms`, or when the caller's signal aborts. */
class SilenceTimer {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  timedOut = false;

  constructor(
    private readonly ms: number,
    outer?: AbortSignal,
  ) {
    if (outer) {
      if (outer.aborted) this.controller.abort(outer.reason);
      else outer.addEventListener('abort', () => this.controller.abort(outer.reason), { once: true });
    }
    this.reset();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  reset(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('timeout'));
    }, this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
