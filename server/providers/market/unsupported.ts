import type { ProviderName } from './types';
import { providerError } from './provider-http';

/** What a provider answers for a method it cannot serve: the facade then asks the next provider. */
export function unsupported(provider: ProviderName, method: string): () => Promise<never> {
  return () => Promise.reject(providerError(provider, 'unsupported', `does not provide ${method}`));
}
