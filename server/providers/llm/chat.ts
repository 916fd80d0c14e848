/** The messages of a chat with a model, and a model call's failure: what the model client speaks. */
import type { Citation } from '../../../generated/model';
import { UpstreamError } from '../../lib/secret-redaction';

type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** What an earlier reply cited (the facts a follow-up may lean on). */
  citations?: Citation[];
}

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'bad_response' | 'rounds_spent';

/** A model call that failed, with a message fit to show (never the API key). */
export class LlmError extends UpstreamError {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }
}
