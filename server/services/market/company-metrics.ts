/**
 * The screener's and overview's figures of one company, from its statements (newest first),
 * its price and its forward EPS estimate. Total debt, free cash flow, debt to equity, SimpleDCF
 * and payback time follow the one definition in common/ (derived-figures.ts, valuation.ts); the
 * price ratios live in services/metrics/.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../generated/model';
import { forwardPe } from '../metrics/forward-pe';
import { type FxTable, convert } from '../metrics/fx';
import { type Growth, type GrowthPoint, compoundGrowth } from '../metrics/growth';
import { marketCap } from '../metrics/market-cap';
import { peRatio } from '../metrics/pe-ratio';
import { debtToEquityOf, freeCashFlowOf } from '../../../common/derived-figures';
import { marginOfSafetyPrice, paybackTime, simpleDcf } from '../../../common/valuation';
import { statementsRoic } from './statements';

export interface MetricsInputs {
  /** The statements' (reporting) currency. */
  currency: string;
  /** The trading currency: of the price, the market cap and the forward EPS estimate's comparison. */
  priceCurrency: string;
  /** The dated rates that put statement figures into the trading currency and the market cap into US dollars. */
  fx: FxTable;
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
  /** The newest trailing twelve months, where the company's quarters are known. */
  ttmIncome?: IncomeStatement | null;
  /** In the trading currency. */
  price: number | null;
  sharesOutstanding: number | null;
  /** Next fiscal year's EPS estimate, in the reporting currency. */
  forwardEps: number | null;
  /** The provider's market cap, used when price or shares are missing. */
  quotedMarketCap?: number | null;
}

interface GrowthNotes {
  revenueGrowth?: string;
  epsGrowth?: string;
  fcfGrowth?: string;
}

/** The period of the EPS a P/E divides by. */
export interface EpsBasis {
  period: 'FY' | 'TTM';
  fiscalYear: string;
  /** The last quarter of a TTM period; null for a fiscal year. */
  fiscalQuarter: number | null;
  periodEnd: string;
}

/** A metrics row's stored EPS basis (its eps_basis column), or null. */
export function storedEpsBasis(json: string | null | undefined): EpsBasis | null {
  return json ? (JSON.parse(json) as EpsBasis) : null;
}

export interface MetricsValues {
  /** In the trading currency. */
  marketCap: number | null;
  /** The market cap in US dollars (the screener's column), null without a rate. */
  marketCapUsd: number | null;
  /** Diluted EPS of `epsBasis`'s period, which the P/E divides by. */
  eps: number | null;
  epsBasis: EpsBasis | null;
  pe: number | null;
  forwardPe: number | null;
  revenueGrowth: number | null;
  epsGrowth: number | null;
  fcfGrowth: number | null;
  growthNotes: GrowthNotes;
  roic: number | null;
  debtToEquity: number | null;
  stickerPrice: number | null;
  marginOfSafety: number | null;
  paybackTime: number | null;
}

const epsOf = (row: IncomeStatement | undefined) => row?.epsDiluted ?? row?.eps ?? null;

function series<T extends { fiscalYear: string }>(rows: T[], pick: (row: T) => number | null | undefined): GrowthPoint[] {
  return [...rows].reverse().map((row) => ({ year: Number(row.fiscalYear), value: pick(row) ?? null }));
}

/** The trailing twelve months' EPS where they end after the latest fiscal year, else that year's (the same twelve months when they end with it). */
function earningsBasis(
  annual: IncomeStatement | undefined,
  ttm: IncomeStatement | null | undefined,
): { eps: number | null; basis: EpsBasis | null } {
  const ttmEps = epsOf(ttm ?? undefined);
  if (ttm && ttmEps !== null && (!annual || ttm.date > annual.date)) {
    return {
      eps: ttmEps,
      basis: { period: 'TTM', fiscalYear: ttm.fiscalYear, fiscalQuarter: ttm.fiscalQuarter ?? null, periodEnd: ttm.date },
    };
  }
  if (!annual) return { eps: null, basis: null };
  return { eps: epsOf(annual), basis: { period: 'FY', fiscalYear: annual.fiscalYear, fiscalQuarter: null, periodEnd: annual.date } };
}

function notesOf(growth: Record<keyof GrowthNotes, Growth>): GrowthNotes {
  const notes: GrowthNotes = {};
  for (const [key, value] of Object.entries(growth) as Array<[keyof GrowthNotes, Growth]>) {
    if (value.note) notes[key] = value.note;
  }
  return notes;
}

export function computeMetrics(inputs: MetricsInputs): MetricsValues {
  const latestIncome = inputs.income[0];
  const latestBalance = inputs.balance[0];
  const latestCash = inputs.cashFlow[0];
  const earnings = earningsBasis(latestIncome, inputs.ttmIncome);
  // Ratios against the price need the statement figures in the price's currency.
  const inPriceCurrency = (value: number | null | undefined) => convert(value, inputs.currency, inputs.priceCurrency, inputs.fx);
  // SimpleDCF grows the latest fiscal year's EPS at the yearly growth rate.
  const epsInPriceCurrency = inPriceCurrency(epsOf(latestIncome));
  const cap = marketCap(inputs.price, inputs.sharesOutstanding) ?? inputs.quotedMarketCap ?? null;
  const growth = {
    revenueGrowth: compoundGrowth(
      series(inputs.income, (row) => row.revenue),
      'revenue',
    ),
    epsGrowth: compoundGrowth(series(inputs.income, epsOf), 'eps'),
    fcfGrowth: compoundGrowth(
      series(inputs.cashFlow, (row) => freeCashFlowOf({ cashFlow: row })?.value),
      'fcf',
    ),
  };
  const valuationGrowth = growth.epsGrowth.value ?? growth.revenueGrowth.value;
  const stickerPrice = simpleDcf(epsInPriceCurrency, valuationGrowth);
  return {
    marketCap: cap,
    marketCapUsd: convert(cap, inputs.priceCurrency, 'USD', inputs.fx),
    eps: earnings.eps,
    epsBasis: earnings.basis,
    pe: peRatio(inputs.price, inPriceCurrency(earnings.eps)),
    forwardPe: forwardPe(inputs.price, inPriceCurrency(inputs.forwardEps)),
    revenueGrowth: growth.revenueGrowth.value,
    epsGrowth: growth.epsGrowth.value,
    fcfGrowth: growth.fcfGrowth.value,
    growthNotes: notesOf(growth),
    roic: latestIncome && latestBalance ? statementsRoic(latestIncome, latestBalance) : null,
    debtToEquity: debtToEquityOf({ balance: latestBalance })?.value ?? null,
    stickerPrice,
    marginOfSafety: marginOfSafetyPrice(stickerPrice),
    paybackTime: paybackTime(cap, inPriceCurrency(freeCashFlowOf({ cashFlow: latestCash })?.value), valuationGrowth),
  };
}
