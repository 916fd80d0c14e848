/** A company of the AI evaluation: the market its answers read, and the questions asked about it. */
import type { MarketData } from '../../../server/providers/market/market-data';
import type { EvalQuestion } from './apple-fy2024-questions';

export type Paraphrases = ReadonlyArray<readonly [id: string, wordings: readonly string[]]>;

/** The market an issuer's questions are answered from, and the questions; closed after its run. */
interface OpenedIssuer {
  /** The company's ticker in that market. */
  symbol: string;
  marketData: MarketData;
  questions: readonly EvalQuestion[];
  paraphrases: Paraphrases;
  close(): Promise<void>;
}

/** One company of the evaluation: where its market data comes from and what is asked about it. */
export interface EvalIssuer {
  name: string;
  open(): Promise<OpenedIssuer>;
}
