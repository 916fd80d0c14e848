/**
 * The facts a valuation judgement ('Is the stock expensive?') rests on, as company facts the
 * answer cites and the verifier holds it to: the P/E at each of the company's last five fiscal
 * year ends (the close of the year's last trading day over that year's diluted EPS, both
 * split-adjusted) and the median P/E of the stored companies of its sector.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { listSectorPeRatios } from '../../db/repositories/market-read.repository';
import type { Database } from '../../db/schema';
import { dateOfDay, dayNumber } from '../../lib/market-clock';
import type { AnnualStatements, DailyBar } from '../../providers/market/types';
import type { AiSources } from './ai-sources';
import type { CompanySnapshot } from './company-facts';
import type { CompanyFact } from './engines/types';
import { formatPerShare } from './engines/fact-format';

/** How many fiscal year ends the company's own P/E range spans. */
const VALUATION_YEARS = 5;
/** A sector median needs this many companies with earnings; fewer say little about a sector. */
const MIN_SECTOR_COMPANIES = 3;
/** A year-end close further back than this from the fiscal year's end is not that day's price. */
const MAX_CLOSE_GAP_DAYS = 7;

/** The last bar on or before `date`, when it is at most MAX_CLOSE_GAP_DAYS earlier. */
function closeAt(bars: readonly DailyBar[], date: string): DailyBar | undefined {
  const before = bars.filter((bar) => bar.date <= date);
  const last = before.reduce<DailyBar | undefined>((latest, bar) => (!latest || bar.date > latest.date ? bar : latest), undefined);
  if (!last) return undefined;
  return dayNumber(date) - dayNumber(last.date) <= MAX_CLOSE_GAP_DAYS ? last : undefined;
}

/** The first day of the oldest fiscal year-end close a valuation needs (a week before that year's end). */
export function valuationHistoryStart(statements: AnnualStatements): string | null {
  const ends = statements.income.slice(0, VALUATION_YEARS).map((row) => row.date);
  const oldest = ends.at(-1);
  return oldest ? dateOfDay(dayNumber(oldest) - MAX_CLOSE_GAP_DAYS) : null;
}

/**
 * The P/E at each of the last five fiscal year ends with positive diluted EPS and a close that
 * day, oldest first. None when the statements are in another currency than the price: a P/E of
 * the two would need the exchange rate of each year end.
 */
export function yearEndPeFacts(
  symbol: string,
  statements: AnnualStatements,
  bars: readonly DailyBar[],
  tradingCurrency: string,
): CompanyFact[] {
  if (statements.currency.toUpperCase() !== tradingCurrency.toUpperCase()) return [];
  const facts: CompanyFact[] = [];
  for (const row of statements.income.slice(0, VALUATION_YEARS)) {
    const eps = row.epsDiluted;
    const close = closeAt(bars, row.date);
    if (eps == null || eps <= 0 || !close) continue;
    const pe = Math.round((close.close / eps) * 100) / 100;
    const key = `pe:FY${row.fiscalYear}`;
    const label = `P/E at the end of FY${row.fiscalYear}`;
    const how = `close ${formatPerShare(close.close, tradingCurrency)} on ${close.date} over diluted EPS ${formatPerShare(eps, tradingCurrency)}`;
    facts.push({
      key,
      label,
      text: pe.toFixed(2),
      value: pe,
      citation: {
        kind: 'company',
        label: `${label}: ${how}`,
        href: `/stock/${encodeURIComponent(symbol)}/statements`,
        lineItem: key,
        period: close.date,
      },
    });
  }
  return facts.reverse();
}

/** The median P/E of a sector's stored companies with earnings, or null for fewer than three. */
export function sectorMedianPeFact(sector: string, ratios: readonly number[], asOf: string): CompanyFact | null {
  const sorted = ratios.filter((pe) => Number.isFinite(pe) && pe > 0).sort((a, b) => a - b);
  if (sorted.length < MIN_SECTOR_COMPANIES) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const value = Math.round(median * 100) / 100;
  const label = `Median P/E of the ${sorted.length} ${sector} companies with earnings in the stored market`;
  return {
    key: 'pe:sectorMedian',
    label,
    text: value.toFixed(2),
    value,
    citation: {
      kind: 'company',
      label: `${label} (as of ${asOf.slice(0, 10)})`,
      href: '/screen',
      lineItem: 'pe:sectorMedian',
      period: asOf,
    },
  };
}

interface ValuationInputs {
  db: Kysely<Database>;
  sources: AiSources;
  logger: Logger;
  symbol: string;
  statements: AnnualStatements;
  snapshot: CompanySnapshot;
  /** The time the answer is drafted (ISO): the end of the price history read, and the sector median's date. */
  now: string;
}

/** The year-end P/Es and the sector median P/E; a price history that cannot be read leaves out the years, not the answer. */
export async function valuationFacts(inputs: ValuationInputs): Promise<CompanyFact[]> {
  const { db, sources, logger, symbol, statements, snapshot, now } = inputs;
  const from = valuationHistoryStart(statements);
  const sector = snapshot.profile.sector;
  const [bars, sectorRatios] = await Promise.all([
    from && sources.dailyHistory
      ? sources.dailyHistory(symbol, from, now.slice(0, 10)).catch((error: unknown) => {
          logger.warn({ err: error, symbol }, 'no price history for the P/E at past year ends');
          return [];
        })
      : [],
    sector ? listSectorPeRatios(db, sector) : [],
  ]);
  const median = sector ? sectorMedianPeFact(sector, sectorRatios, now) : null;
  const yearEnds = yearEndPeFacts(symbol, statements, bars, snapshot.profile.currency ?? 'USD');
  return median ? [...yearEnds, median] : yearEnds;
}
