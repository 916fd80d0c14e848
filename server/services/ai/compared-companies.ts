/**
 * The other companies a question compares the asked one with, looked up in the market: a ticker
 * the question writes, or a name that stands for one listed stock. Each found company comes with
 * its statements (fetched from the provider when not stored yet) and their facts, its citations
 * naming it. A ticker written right after 'compare with', 'versus' or 'against' of which no
 * statements are found is returned as missing, and one whose statements could not be loaded as
 * unavailable, so the answer can say so. A capitalised word elsewhere, or a name the market does
 * not list, is left alone: it need not be a company.
 */
import type { Kysely } from 'kysely';
import { stocksNamed } from '../../db/repositories/market-read.repository';
import type { Database } from '../../db/schema';
import type { AnnualStatements } from '../../providers/market/types';
import type { AiSources } from './ai-sources';
import type { PeerCompany, StatementFact } from './engines/types';
import { buildStatementFacts } from './statement-facts';
import { namesComparedWith, tickersComparedWith, tickersNamedAfterComparing } from './understanding/peer-company';

export interface ComparedCompanies {
  peers: Array<PeerCompany & { statements: AnnualStatements }>;
  /** Tickers compared with of which no statements were found. */
  missing: string[];
  /** Tickers compared with whose statements could not be loaded (the provider failed). */
  unavailable: string[];
}

interface Asked {
  question: string;
  symbol: string;
  companyName: string;
}

export async function comparedCompanies(
  deps: { db: Kysely<Database>; sources: AiSources },
  { question, symbol, companyName }: Asked,
  keep: (facts: StatementFact[]) => StatementFact[],
): Promise<ComparedCompanies> {
  const tickers = tickersComparedWith(question, symbol);
  const named = (await Promise.all(namesComparedWith(question, companyName).map((name) => listedStockNamed(deps.db, name)))).filter(
    (found) => found !== null,
  );
  const symbols = [...new Set([...tickers, ...named])].filter((found) => found !== symbol).slice(0, 2);
  const found = await Promise.all(symbols.map((ticker) => peerCompany(deps.sources, ticker, keep)));
  const meant = new Set([...tickersNamedAfterComparing(question), ...named]);
  const outcome = (wanted: 'missing' | 'unavailable') => symbols.filter((ticker, index) => found[index] === wanted && meant.has(ticker));
  return {
    peers: found.filter((peer) => typeof peer === 'object'),
    missing: outcome('missing'),
    unavailable: outcome('unavailable'),
  };
}

/** The symbol of the one listed stock a name stands for; null when none or several. */
async function listedStockNamed(db: Kysely<Database>, name: string): Promise<string | null> {
  const stocks = await stocksNamed(db, name, 2);
  return stocks.length === 1 ? (stocks[0]?.symbol ?? null) : null;
}

/** The company with its statements; 'missing' when it has none, 'unavailable' when they could not be loaded. */
async function peerCompany(
  sources: AiSources,
  ticker: string,
  keep: (facts: StatementFact[]) => StatementFact[],
): Promise<(PeerCompany & { statements: AnnualStatements }) | 'missing' | 'unavailable'> {
  const statements = await sources.annualStatements(ticker).catch(() => 'unavailable' as const);
  if (statements === 'unavailable') return statements;
  if (!statements) return 'missing';
  const companyName = await sources.companyName(ticker).catch(() => ticker);
  return {
    symbol: ticker,
    companyName,
    currency: statements.currency,
    // Its citations name it: both companies' lines are listed under one answer.
    facts: keep(buildStatementFacts(ticker, statements)).map((fact) => ({
      ...fact,
      citations: fact.citations.map((citation) => ({ ...citation, label: `${ticker}: ${citation.label}` })),
    })),
    statements,
  };
}
