/**
 * `npm run eval:ai`: the AI evaluation over Apple's real FY2024 10-K and XBRL facts (see
 * scripts/support/ai-eval/). Runs the offline engine, then the OpenAI-compatible model at LLM_BASE_URL when
 * set (LLM_MODEL, LLM_API_KEY as for the server). `--verbose` prints every question's outcome. Each engine
 * also answers the statement questions about demo companies reporting in other currencies (currency-eval.ts).
 */
import { loadConfig } from '../server/config';
import { createOfflineProvider } from '../server/services/ai/engines/offline/offline-provider';
import { createOpenAiProvider } from '../server/services/ai/engines/model/openai-provider';
import { formatCurrencyReport, runCurrencyEval } from './support/ai-eval/currency-eval';
import { formatReport, runEval, type EvalReport } from './support/ai-eval/run-eval';

const verbose = process.argv.includes('--verbose');

function details(report: EvalReport): string {
  return report.results
    .map(
      (r) =>
        `${r.correct ? 'PASS' : 'FAIL'} ${r.question.id.padEnd(20)} ${r.why}${verbose && r.answer ? `\n${r.answer.text.replace(/^/gm, '    ')}` : ''}`,
    )
    .join('\n');
}

async function main(): Promise<void> {
  const offline = await runEval(createOfflineProvider());
  if (verbose) console.log(details(offline), '\n');
  console.log(formatReport(offline, 'offline'));
  console.log(`\n${formatCurrencyReport(await runCurrencyEval(createOfflineProvider()))}`);
  const ai = loadConfig().ai;
  if (ai.provider === 'openai') {
    const modelProvider = createOpenAiProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs });
    const model = await runEval(modelProvider);
    if (verbose) console.log('\n', details(model));
    console.log(`\n${formatReport(model, `openai (${ai.model} at ${ai.baseUrl})`)}`);
    console.log(`\n${formatCurrencyReport(await runCurrencyEval(modelProvider))}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
