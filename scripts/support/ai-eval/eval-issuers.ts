/**
 * The companies of the AI evaluation: four real issuers over their SEC recordings (tests/fixtures/sec-*)
 * and a company of the demo market, each with the questions asked about it.
 */
import { EVAL_QUESTIONS, type EvalQuestion } from './apple-fy2024-questions';
import { PARAPHRASES } from './apple-fy2024-paraphrases';
import { demoMarketIssuer } from './demo-conversations';
import { LPA_QUESTIONS } from './lpa-questions';
import { NVIDIA_QUESTIONS } from './nvidia-questions';
import { SNOWFLAKE_QUESTIONS } from './snowflake-questions';
import { LPA_PARAPHRASES, NVIDIA_PARAPHRASES, SNOWFLAKE_PARAPHRASES } from './other-issuers-paraphrases';
import type { EvalIssuer, Paraphrases } from './eval-issuer';
import { startRecordedServer } from '../recorded-server';
import { recordedSecMarketData } from '../sec-market-data';

const fixtures = (name: string) => new URL(`../../../tests/fixtures/${name}`, import.meta.url).pathname;

/** Apple's recorded submissions, company facts and FY2024 10-K (tests/fixtures/sec-apple/README.md). */
export const EVAL_FIXTURES = fixtures('sec-apple');

/** An issuer answered through the SEC provider from its recordings, served locally for the run. */
function recordedIssuer(
  name: string,
  symbol: string,
  recordings: string,
  questions: readonly EvalQuestion[],
  paraphrases: Paraphrases = [],
): EvalIssuer {
  return {
    name,
    async open() {
      const recorded = await startRecordedServer([recordings]);
      return { symbol, marketData: recordedSecMarketData(recorded.baseUrl), questions, paraphrases, close: () => recorded.close() };
    },
  };
}

export const ISSUERS: readonly EvalIssuer[] = [
  recordedIssuer('Apple', 'AAPL', EVAL_FIXTURES, EVAL_QUESTIONS, PARAPHRASES),
  recordedIssuer('NVIDIA', 'NVDA', fixtures('sec-nvidia'), NVIDIA_QUESTIONS, NVIDIA_PARAPHRASES),
  recordedIssuer('Snowflake', 'SNOW', fixtures('sec-snowflake'), SNOWFLAKE_QUESTIONS, SNOWFLAKE_PARAPHRASES),
  recordedIssuer('Logistic Properties of the Americas', 'LPA', fixtures('sec-lpa'), LPA_QUESTIONS, LPA_PARAPHRASES),
  demoMarketIssuer(),
];
