/** The `openai` AI provider: any OpenAI-compatible chat-completions endpoint, given the sources. */
import type { AiProvider, AnswerRequest, DraftAnswer } from '../types';
import { OpenAiClient, type OpenAiClientOptions } from './openai-client';
import { buildChatMessages, draftFromModelText } from './prompt';

export function createOpenAiProvider(options: OpenAiClientOptions): AiProvider {
  const client = new OpenAiClient(options);
  return {
    name: 'openai',
    async answer(request: AnswerRequest): Promise<DraftAnswer> {
      const text = await client.complete({ messages: buildChatMessages(request), signal: request.signal });
      return draftFromModelText(text, request.context);
    },
    async *stream(request: AnswerRequest): AsyncGenerator<string, DraftAnswer> {
      let text = '';
      for await (const delta of client.stream({ messages: buildChatMessages(request), signal: request.signal })) {
        text += delta;
        yield delta;
      }
      return draftFromModelText(text, request.context);
    },
  };
}
