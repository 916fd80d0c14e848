/**
 * The `openai` AI provider: any OpenAI-compatible chat-completions endpoint, given the sources
 * the question needs. When the request offers lookups, the model may call tools (model-tools.ts)
 * for up to three rounds before it answers; a server that refuses tools (HTTP 400, 404, 422) is
 * asked again without them, and never offered them again. Every call to the model takes one of
 * the answer's rounds (model-rounds.ts), so a model that never stops calling tools is stopped.
 */
import { type AnswerContext, type AnswerRequest, type AiProvider, type DraftAnswer } from '../types';
import { LlmError } from '../../../../providers/llm/chat';
import { MAX_TOOL_ROUNDS, runTool, TOOL_DEFINITIONS } from './model-tools';
import { ModelRounds } from '../model-rounds';
import {
  OpenAiClient,
  type OpenAiClientOptions,
  type ToolCall,
  type ToolDefinition,
  type WireMessage,
} from '../../../../providers/llm/openai-client';
import { buildChatMessages, draftFromModelText, modelContext } from './prompt';

const TOOLS_REFUSED = new Set([400, 404, 422]);

export function createOpenAiProvider(options: OpenAiClientOptions): AiProvider {
  const client = new OpenAiClient(options);
  let toolsSupported = true;

  function toolsFor(request: AnswerRequest, round: number): ToolDefinition[] | undefined {
    return request.tools && toolsSupported && round < MAX_TOOL_ROUNDS ? TOOL_DEFINITIONS : undefined;
  }

  /** Runs a model call; when it was refused because of the tools, runs it again without them. */
  async function withToolFallback<T>(
    tools: ToolDefinition[] | undefined,
    call: (tools: ToolDefinition[] | undefined) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(tools);
    } catch (error) {
      if (!tools || !(error instanceof LlmError) || !TOOLS_REFUSED.has(error.status ?? 0)) throw error;
      toolsSupported = false;
      return call(undefined);
    }
  }

  /** Adds the model's tool calls and their results to the conversation sent next. */
  async function answerTools(calls: ToolCall[], messages: WireMessage[], context: AnswerContext, request: AnswerRequest): Promise<void> {
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    });
    for (const call of calls) {
      const content = request.tools ? await runTool(call, context, request.tools) : 'Tools are not available.';
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }

  return {
    name: 'openai',
    async answer(request: AnswerRequest): Promise<DraftAnswer> {
      const context = modelContext(request);
      const messages: WireMessage[] = buildChatMessages({ ...request, context });
      const rounds = request.rounds ?? new ModelRounds();
      for (let round = 0; ; round += 1) {
        const turn = await withToolFallback(toolsFor(request, round), (tools) => {
          rounds.take();
          return client.turn({ messages, tools, signal: request.signal });
        });
        if (turn.toolCalls.length === 0) return draftFromModelText(turn.text, context);
        await answerTools(turn.toolCalls, messages, context, request);
      }
    },
    async *stream(request: AnswerRequest): AsyncGenerator<string, DraftAnswer> {
      const context = modelContext(request);
      const messages: WireMessage[] = buildChatMessages({ ...request, context });
      let text = '';
      const rounds = request.rounds ?? new ModelRounds();
      for (let round = 0; ; round += 1) {
        const tools = toolsFor(request, round);
        let calls: ToolCall[];
        try {
          rounds.take();
          calls = yield* streamed(client.streamTurn({ messages, tools, signal: request.signal }), (delta) => (text += delta));
        } catch (error) {
          if (!tools || !(error instanceof LlmError) || !TOOLS_REFUSED.has(error.status ?? 0)) throw error;
          toolsSupported = false;
          rounds.take();
          calls = yield* streamed(client.streamTurn({ messages, signal: request.signal }), (delta) => (text += delta));
        }
        if (calls.length === 0) return draftFromModelText(text, context);
        await answerTools(calls, messages, context, request);
      }
    },
  };
}

/** Passes a turn's text on as it streams, noting each piece; returns the turn's tool calls. */
async function* streamed(turn: AsyncGenerator<string, ToolCall[]>, note: (delta: string) => void): AsyncGenerator<string, ToolCall[]> {
  let next = await turn.next();
  while (!next.done) {
    note(next.value);
    yield next.value;
    next = await turn.next();
  }
  return next.value;
}
