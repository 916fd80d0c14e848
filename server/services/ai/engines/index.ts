/** Builds the configured AI provider (LLM_PROVIDER): the offline engine or an OpenAI-compatible model. */
import type { Config } from '../../../config';
import { createOfflineProvider } from './offline/offline-provider';
import { createOpenAiProvider } from './model/openai-provider';
import type { AiProvider } from './types';

export function createAiProvider(config: Config['ai']): AiProvider {
  if (config.provider === 'openai') {
    const { baseUrl, apiKey, model, timeoutMs, maxTokens } = config;
    return createOpenAiProvider({ baseUrl, apiKey, model, timeoutMs, maxTokens });
  }
  return createOfflineProvider();
}
