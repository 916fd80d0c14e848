/**
 * The screener's and overview's figures of one company, from its statements (newest first),
 * its price and its forward EPS estimate. Each formula lives in services/metrics/; total debt
 * and free cash flow follow the one definition of derived-figures.ts.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../generated/model';
import { debtToEquity } from '../metrics/debt-to-equity';
import { forwardPe } from '../metrics/forward-pe';
import { toUsd } from '../metrics/fx';
import { type Growth, type GrowthPoint, compoundGrowth } from '../metrics/growth';
import { marginOfSafetyPrice } from '../metrics/margin-of-safety';
import { marketCap } from '../metrics/market-cap';
import { paybackTime } from '../metrics/payback-time';
import { peRatio } from '../metrics/pe-ratio';
import { simpleDcf } from '../metrics/simple-dcf';
import { freeCashFlowOf, totalDebtOf } from './derived-figures';
import { statementsRoic } from './statements';

export interface MetricsInputs {
  currency: string;
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
  /** US dollars. */
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

export interface MetricsValues {
  marketCap: number | null;
  eps: number | null;
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
  const eps = epsOf(latestIncome);
  const epsUsd = toUsd(eps, inputs.currency);
  const cap = marketCap(inputs.price, inputs.sharesOutstanding) ?? inputs.quotedMarketCap ?? null;
  const growth = {
    revenueGrowth: compoundGrowth(series(inputs.income, (row) => row.revenue), 'revenue'),
    epsGrowth: compoundGrowth(series(inputs.income, epsOf), 'eps'),
    fcfGrowth: compoundGrowth(series(inputs.cashFlow, (row) => freeCashFlowOf({ cashFlow: row })?.value), 'fcf'),
  };
  const valuationGrowth = growth.epsGrowth.value ?? growth.revenueGrowth.value;
  const stickerPrice = simpleDcf(epsUsd, valuationGrowth);
  return {
    marketCap: cap,
    eps,
    pe: peRatio(inputs.price, epsUsd),
    forwardPe: forwardPe(inputs.price, toUsd(inputs.forwardEps, inputs.currency)),
    revenueGrowth: growth.revenueGrowth.value,
    epsGrowth: growth.epsGrowth.value,
    fcfGrowth: growth.fcfGrowth.value,
    growthNotes: notesOf(growth),
    roic: latestIncome && latestBalance ? statementsRoic(latestIncome, latestBalance) : null,
    debtToEquity: debtToEquity(totalDebtOf({ balance: latestBalance })?.value, latestBalance?.totalStockholdersEquity),
    stickerPrice,
    marginOfSafety: marginOfSafetyPrice(stickerPrice),
    paybackTime: paybackTime(cap, toUsd(freeCashFlowOf({ cashFlow: latestCash })?.value, inputs.currency), valuationGrowth),
  };
}
