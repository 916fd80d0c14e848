/**
 * Where each set of a company's stored figures came from: the provider and time of the last
 * refresh that served it (market_parts, else the stamps on the stored rows; for the quote, the
 * stored quote's own time), its last failure,
 * and for statements from SEC EDGAR the 10-K they come from (accession, form, filing day).
 */
import type { CompanySources, DataSource } from '../../../../generated/model';
import type { Kysely } from 'kysely';
import { listParts } from '../../../db/repositories/market-parts.repository';
import type { Database } from '../../../db/schema';
import type { AnnualStatementsRow, MarketPart, MarketPartRow } from '../../../db/tables/market.table';
import { sourceOf } from '../market-deps';

type Stamp = { provider: string; asOf: string };

/** The API's source for a provider and time, with the provider's name as people know it. */
export function labelledSource(stamp: Stamp): DataSource {
  return sourceOf(stamp);
}

/** The accession of the 10-K a stored statements year comes from (SEC EDGAR only). */
function statementAccession(row: AnnualStatementsRow | undefined): string | null {
  const income = row?.income ? (JSON.parse(row.income) as { accession?: unknown }) : null;
  return typeof income?.accession === 'string' ? income.accession : null;
}

/** The 10-K behind an accession, when the company's filings list it. */
async function filingOf(db: Kysely<Database>, symbol: string, accession: string | null) {
  if (!accession) return undefined;
  return db
    .selectFrom('tenk_filings')
    .select(['filedAt', 'fiscalYear'])
    .where('symbol', '=', symbol)
    .where('accession', '=', accession)
    .executeTakeFirst();
}

/** A 10-K's provenance fields for statements from SEC EDGAR. */
export async function filingProvenance(db: Kysely<Database>, symbol: string, newest: AnnualStatementsRow | undefined) {
  const accession = statementAccession(newest);
  if (!accession) return {};
  const filing = await filingOf(db, symbol, accession);
  return { accession, form: '10-K', filedAt: filing?.filedAt ?? null, fiscalYear: filing?.fiscalYear ?? newest?.fiscalYear ?? null };
}

function fromPart(part: MarketPartRow | undefined, fallback: Stamp | undefined): DataSource | undefined {
  const provider = part?.provider ?? fallback?.provider;
  const asOf = part?.asOf ?? fallback?.asOf;
  if (!provider || !asOf) return undefined;
  const source = labelledSource({ provider, asOf });
  return part?.lastError ? { ...source, lastError: part.lastError, lastErrorAt: part.lastErrorAt } : source;
}

/** Every stored set of figures of a company with its source; sets never fetched are left out. */
export async function companySources(
  db: Kysely<Database>,
  symbol: string,
  stamps: Partial<Record<MarketPart, Stamp>>,
  newestStatements: AnnualStatementsRow | undefined,
): Promise<CompanySources> {
  const parts = new Map((await listParts(db, symbol)).map((row) => [row.part, row]));
  const [quote, filing, bars] = await Promise.all([
    db.selectFrom('quotes').select(['provider', 'asOf', 'quotedAt']).where('symbol', '=', symbol).executeTakeFirst(),
    db.selectFrom('tenk_filings').select(['provider', 'asOf']).where('symbol', '=', symbol).limit(1).executeTakeFirst(),
    db.selectFrom('price_history').select(['provider', 'asOf']).where('symbol', '=', symbol).limit(1).executeTakeFirst(),
  ]);
  const fallbacks: Partial<Record<MarketPart, Stamp>> = { ...stamps, quote, filings: filing, bars, statements: newestStatements };
  const sources: CompanySources = {};
  for (const name of ['profile', 'quote', 'statements', 'executives', 'filings', 'bars', 'news'] as const) {
    const source = fromPart(parts.get(name), fallbacks[name]);
    if (source) sources[name] = source;
  }
  // A price is as of the quote's own time, not of the fetch that brought it.
  if (sources.quote && quote)
    sources.quote = { ...sources.quote, provider: quote.provider, label: labelledSource(quote).label, asOf: quote.quotedAt };
  if (sources.statements?.provider === 'sec')
    sources.statements = { ...sources.statements, ...(await filingProvenance(db, symbol, newestStatements)) };
  return sources;
}
