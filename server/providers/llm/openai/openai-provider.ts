/** The `openai` AI provider: any OpenAI-compatible chat-completions endpoint, given the sources. */
import type { AiProvider, AnswerRequest, DraftAnswer } from '../types';
import { OpenAiClient, type OpenAiClientOptions } from './openai-client';
import { buildChatMessages, draftFromModelText, modelContext } from './prompt';

export function createOpenAiProvider(options: OpenAiClientOptions): AiProvider {
  const client = new OpenAiClient(options);
  return {
    name: 'openai',
    async answer(request: AnswerRequest): Promise<DraftAnswer> {
      const context = modelContext(request);
      const text = await client.complete({ messages: buildChatMessages({ ...request, context }), signal: request.signal });
      return draftFromModelText(text, context);
    },
    async *stream(request: AnswerRequest): AsyncGenerator<string, DraftAnswer> {
      const context = modelContext(request);
      let text = '';
      for await (const delta of client.stream({ messages: buildChatMessages({ ...request, context }), signal: request.signal })) {
        text += delta;
        yield delta;
      }
      return draftFromModelText(text, context);
    },
  };
}
