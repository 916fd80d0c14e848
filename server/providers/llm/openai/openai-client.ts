/**
 * A client for the chat-completions endpoint of any OpenAI-compatible server (OpenAI, Ollama,
 * vLLM, llama.cpp's server): one call answering whole, one streaming over server-sent events.
 * Every call has a timeout (for streams: the longest silence allowed between two chunks) and
 * every failure becomes an LlmError whose message names the endpoint and what went wrong.
 */
import { type ChatMessage, LlmError } from '../types';
import { readServerSentEvents } from '../../../../common/server-sent-events';

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

interface WireToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface CompletionBody {
  choices?: Array<{
    message?: { content?: string | null; tool_calls?: WireToolCall[] };
    delta?: { content?: string | null; tool_calls?: WireToolCall[] };
  }>;
  error?: { message?: string } | string;
}

export class OpenAiClient {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiClientOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
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
      const response = await this.post(messages, false, timer, tools);
      const body = await this.readJson(response, timer);
      const message = body.choices?.[0]?.message;
      const toolCalls = (message?.tool_calls ?? []).map((call, index) => toToolCall(call, index));
      const text = message?.content;
      if (toolCalls.length === 0 && (typeof text !== 'string' || text.trim() === '')) {
        throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an answer without text`);
      }
      return { text: text ?? '', toolCalls };
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
      const response = await this.post(messages, true, timer, tools);
      if (!response.body) throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an empty stream`);
      for await (const { data } of this.guard(readServerSentEvents(response.body), timer)) {
        timer.reset();
        if (data.trim() === '[DONE]') break;
        const delta = this.delta(data);
        for (const piece of delta?.tool_calls ?? []) {
          const index = piece.index ?? 0;
          const known = calls.get(index) ?? { id: '', name: '', arguments: '' };
          calls.set(index, {
            id: piece.id ?? known.id,
            name: known.name + (piece.function?.name ?? ''),
            arguments: known.arguments + (piece.function?.arguments ?? ''),
          });
        }
        if (delta?.content) yield delta.content;
      }
    } finally {
      timer.clear();
    }
    return [...calls.values()].map((call, index) => ({ ...call, id: call.id || `call_${index}` }));
  }

  private async post(messages: WireMessage[], stream: boolean, timer: SilenceTimer, tools?: ToolDefinition[]): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: stream ? 'text/event-stream' : 'application/json',
    };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const body = JSON.stringify({
      model: this.options.model,
      messages,
      stream,
      temperature: this.options.temperature ?? 0.2,
      ...(this.options.maxTokens ? { max_tokens: this.options.maxTokens } : {}),
      ...(tools ? { tools } : {}),
    });
    let response: Response;
    try {
      response = await fetch(this.endpoint, { method: 'POST', headers, body, signal: timer.signal });
    } catch (error) {
      throw this.describe(error, timer);
    }
    if (!response.ok) throw await this.httpError(response);
    return response;
  }

  private async readJson(response: Response, timer: SilenceTimer): Promise<CompletionBody> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw this.describe(error, timer);
    }
    try {
      return JSON.parse(text) as CompletionBody;
    } catch {
      throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent a response that is not JSON`);
    }
  }

  /** Re-throws failures of a stream being read (timeouts, dropped connections) as LlmErrors. */
  private async *guard<T>(events: AsyncGenerator<T>, timer: SilenceTimer): AsyncGenerator<T> {
    try {
      yield* events;
    } catch (error) {
      throw this.describe(error, timer);
    }
  }

  private delta(data: string): { content?: string | null; tool_calls?: WireToolCall[] } | undefined {
    let event: CompletionBody;
    try {
      event = JSON.parse(data) as CompletionBody;
    } catch {
      throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent a stream event that is not JSON`);
    }
    if (event.error) throw new LlmError('http', `The model at ${this.options.baseUrl} failed: ${errorText(event.error)}`);
    return event.choices?.[0]?.delta;
  }

  private async httpError(response: Response): Promise<LlmError> {
    const raw = await response.text().catch(() => '');
    let detail = raw.slice(0, 300);
    try {
      const parsed = JSON.parse(raw) as CompletionBody;
      if (parsed.error) detail = errorText(parsed.error);
    } catch {
      // not JSON: keep the start of the text
    }
    const suffix = detail ? `: ${detail}` : '';
    return new LlmError('http', `The model at ${this.options.baseUrl} answered HTTP ${response.status}${suffix}`, response.status);
  }

  private describe(error: unknown, timer: SilenceTimer): LlmError {
    if (error instanceof LlmError) return error;
    if (timer.timedOut) {
      return new LlmError('timeout', `The model at ${this.options.baseUrl} did not answer within ${this.options.timeoutMs} ms`, undefined, {
        cause: error,
      });
    }
    if (timer.signal.aborted) return new LlmError('network', 'The model call was cancelled', undefined, { cause: error });
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return new LlmError('network', `Could not reach the model at ${this.options.baseUrl}: ${reason}`, undefined, { cause: error });
  }
}

function toToolCall(call: WireToolCall, index: number): ToolCall {
  return { id: call.id ?? `call_${index}`, name: call.function?.name ?? '', arguments: call.function?.arguments ?? '{}' };
}

function errorText(error: { message?: string } | string): string {
  return typeof error === 'string' ? error : (error.message ?? 'unknown error');
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
