/**
 * A client for the chat-completions endpoint of any OpenAI-compatible server (OpenAI, Ollama,
 * vLLM, llama.cpp's server): one call answering whole, one streaming over server-sent events.
 * Every call has a timeout (for streams: the longest silence allowed between two chunks) and
 * every failure becomes an LlmError whose message names the endpoint and what went wrong.
 */
import { type ChatMessage, LlmError } from '../types';
import { readSseData } from './sse';

export interface OpenAiClientOptions {
  /** Such as http://127.0.0.1:11434/v1 (the part before /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  temperature?: number;
}

interface ChatArgs {
  messages: ChatMessage[];
  signal?: AbortSignal;
}

interface CompletionBody {
  choices?: Array<{ message?: { content?: string | null }; delta?: { content?: string | null } }>;
  error?: { message?: string } | string;
}

export class OpenAiClient {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiClientOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  /** The whole answer's text. */
  async complete({ messages, signal }: ChatArgs): Promise<string> {
    const timer = new SilenceTimer(this.options.timeoutMs, signal);
    try {
      const response = await this.post(messages, false, timer);
      const body = await this.readJson(response, timer);
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') {
        throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an answer without text`);
      }
      return text;
    } finally {
      timer.clear();
    }
  }

  /** Yields the answer's text as the model produces it. */
  async *stream({ messages, signal }: ChatArgs): AsyncGenerator<string> {
    const timer = new SilenceTimer(this.options.timeoutMs, signal);
    try {
      const response = await this.post(messages, true, timer);
      if (!response.body) throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent an empty stream`);
      for await (const data of this.guard(readSseData(response.body), timer)) {
        timer.reset();
        if (data.trim() === '[DONE]') return;
        const text = this.deltaText(data);
        if (text) yield text;
      }
    } finally {
      timer.clear();
    }
  }

  private async post(messages: ChatMessage[], stream: boolean, timer: SilenceTimer): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: stream ? 'text/event-stream' : 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const body = JSON.stringify({ model: this.options.model, messages, stream, temperature: this.options.temperature ?? 0.2 });
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
  private async *guard(events: AsyncGenerator<string>, timer: SilenceTimer): AsyncGenerator<string> {
    try {
      yield* events;
    } catch (error) {
      throw this.describe(error, timer);
    }
  }

  private deltaText(data: string): string {
    let event: CompletionBody;
    try {
      event = JSON.parse(data) as CompletionBody;
    } catch {
      throw new LlmError('bad_response', `The model at ${this.options.baseUrl} sent a stream event that is not JSON`);
    }
    if (event.error) throw new LlmError('http', `The model at ${this.options.baseUrl} failed: ${errorText(event.error)}`);
    return event.choices?.[0]?.delta?.content ?? '';
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
      return new LlmError('timeout', `The model at ${this.options.baseUrl} did not answer within ${this.options.timeoutMs} ms`, undefined, { cause: error });
    }
    if (timer.signal.aborted) return new LlmError('network', 'The model call was cancelled', undefined, { cause: error });
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return new LlmError('network', `Could not reach the model at ${this.options.baseUrl}: ${reason}`, undefined, { cause: error });
  }
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
