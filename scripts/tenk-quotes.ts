/**
 * The 10-K analysis (offline engine) of every 10-K in ../shared/recorded/filings, each filing
 * alone: prints how many of its quotations are filing boilerplate (engines/boilerplate.ts) and
 * lists them. `npx tsx scripts/tenk-quotes.ts [--all]` (--all prints every quotation).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createTestDatabase } from '../server/db/test-database';
import { systemClock } from '../server/lib/clock';
import type { AiSources } from '../server/services/ai/ai-sources';
import { isBoilerplate } from '../server/services/ai/engines/boilerplate';
import { createOfflineProvider } from '../server/services/ai/engines/offline/offline-provider';
import { getTenKAnalysis, requestTenKAnalysis, runTenKAnalysis } from '../server/services/tenk/tenk-analysis.service';

interface ManifestEntry {
  ticker: string;
  name: string;
  form: string;
  fiscalYear: number;
  periodEnd: string;
  file: string;
}

const dir = join(import.meta.dirname, '..', '..', 'shared', 'recorded', 'filings');
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
const all = process.argv.includes('--all');

/** The quotations of one filing's analysis, as `[Item] quote` under each question. */
async function quotesOf(entry: ManifestEntry): Promise<Array<{ question: string; quote: string }>> {
  const database = await createTestDatabase();
  try {
    const at = new Date().toISOString();
    await database.db.insertInto('users').values({ id: 'u1', email: 'u1@example.test', createdAt: at, updatedAt: at }).execute();
    const ref = {
      accession: `0000000000-${String(entry.fiscalYear).slice(2)}-${entry.ticker.padEnd(6, '0').slice(0, 6)}`,
      fiscalYear: entry.fiscalYear,
      filedAt: entry.periodEnd,
      reportDate: entry.periodEnd,
      primaryDocument: entry.file,
      url: `/filings/${entry.file}`,
    };
    const sources: AiSources = {
      companyName: async () => entry.name,
      annualStatements: async () => null,
      tenKFilings: async () => [ref],
      filingDocument: async () => ({ accession: ref.accession, url: ref.url, html: readFileSync(join(dir, entry.file), 'utf8') }),
    };
    const deps = { db: database.db, provider: createOfflineProvider(), sources, logger: pino({ level: 'silent' }), clock: systemClock };
    const { id } = await requestTenKAnalysis(deps, entry.ticker, 'u1');
    await runTenKAnalysis(deps, id, new AbortController().signal);
    const analysis = await getTenKAnalysis(deps, entry.ticker);
    return analysis.tenKs.flatMap((tenK) =>
      tenK.qAndAs.flatMap((qa) =>
        (qa.citations ?? []).flatMap((citation) =>
          citation.quote ? [{ question: qa.question, quote: `[${citation.item}] ${citation.quote}` }] : [],
        ),
      ),
    );
  } finally {
    await database.destroy();
  }
}

let total = 0;
let boilerplate = 0;
for (const entry of manifest.filter((one) => one.form === '10-K')) {
  for (const { question, quote } of await quotesOf(entry)) {
    total++;
    const flagged = isBoilerplate(quote.replace(/^\[[^\]]*\] /, ''));
    if (flagged) boilerplate++;
    if (flagged || all)
      console.log(`${flagged ? 'BOILERPLATE ' : ''}${entry.ticker} FY${entry.fiscalYear} | ${question} | ${quote.replace(/\s+/g, ' ')}`);
  }
}
console.log(`${boilerplate} of ${total} quotations are boilerplate`);
