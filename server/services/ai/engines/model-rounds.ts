/**
 * The model calls one answer may make (AI_MAX_MODEL_ROUNDS), tool calls included. The AI service
 * gives each answer its own count; a provider takes one before every call to the model, so a
 * model that keeps calling tools is stopped at the bound whatever client the provider uses.
 */
import { LlmError } from '../../../providers/llm/chat';

/** The bound an answer gets when the caller gives none (tests, scripts). */
const DEFAULT_MODEL_ROUNDS = 6;

/** Thrown by `take()` past the bound: the AI service completes the answer with a sentence saying so. */
export class ModelRoundsSpent extends LlmError {
  constructor(readonly rounds: number) {
    super('rounds_spent', `The model was still asking for lookups after ${rounds} calls, the most one answer may make`);
  }
}

export class ModelRounds {
  private used = 0;

  /** `onCall` hears of every call taken (the status page's count of model calls today). */
  constructor(
    readonly max: number = DEFAULT_MODEL_ROUNDS,
    private readonly onCall: () => void = () => {},
  ) {}

  /** Takes one model call; throws ModelRoundsSpent when the answer has used them all. */
  take(): void {
    if (this.used >= this.max) throw new ModelRoundsSpent(this.max);
    this.used += 1;
    this.onCall();
  }
}
