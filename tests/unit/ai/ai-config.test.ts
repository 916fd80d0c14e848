import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { createAiProvider } from '../../../server/services/ai/engines';

describe('AI configuration', () => {
  it('defaults to the offline engine', () => {
    const { ai } = loadConfig({});
    expect(ai).toMatchObject({ provider: 'offline', timeoutMs: 60_000, answerWaitMs: 8000 });
    expect(createAiProvider(ai).name).toBe('offline');
  });

  it('uses an OpenAI-compatible model when LLM_BASE_URL is set', () => {
    const { ai } = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: '5000' });
    expect(ai).toMatchObject({ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 5000 });
    expect(createAiProvider(ai).name).toBe('openai');
  });

  it('names the missing variables of the openai provider', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(ConfigError);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(
      /LLM_BASE_URL: must be set when LLM_PROVIDER is openai[\s\S]*LLM_MODEL: must be set/,
    );
    expect(() => loadConfig({ LLM_PROVIDER: 'gpt' })).toThrow(/LLM_PROVIDER: must be offline or openai/);
  });
});
