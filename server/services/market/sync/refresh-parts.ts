/** The parts of a refresh that take more than one provider call: a fund's details, and a security's bars. */
import type { FundHolding } from '../../../../generated/model';
import { dateOfDay, previousTradingDay, sessionAt } from '../../../lib/market-clock';
import type { MarketData, Sourced } from '../../../providers/market/market-data';
import {
  type DailyBar,
  type IntradayBar,
  type IntradayInterval,
  MarketDataError,
  type ProviderFundInfo,
} from '../../../providers/market/types';

/** Which bars a per-symbol refresh stores: every daily bar up to `today`, and intraday bars over two trading days. */
export interface BarWindow {
  today: string;
  intradayFrom: string;
  intradayTo: string;
}

/** The last two trading days in New York (today's session counts once it opened). */
export function barWindow(now: Date): BarWindow {
  const day = sessionAt(now).day;
  return { today: now.toISOString().slice(0, 10), intradayFrom: dateOfDay(previousTradingDay(day)), intradayTo: dateOfDay(day) };
}

const INTRADAY_INTERVALS: readonly IntradayInterval[] = ['1min', '15min'];

/** An optional call: a method no provider serves, or a symbol it has nothing for, gives null. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof MarketDataError && (error.kind === 'unsupported' || error.kind === 'not_found')) return null;
    throw error;
  }
}

export interface Bars {
  daily: DailyBar[];
  intraday: Array<{ interval: IntradayInterval; data: IntradayBar[] }>;
}

/**
 * Daily bars up to today (the part's provider and time are theirs) with the 1- and 15-minute
 * bars of the window; an interval no provider serves is left out.
 */
export async function fetchBars(marketData: MarketData, symbol: string, window: BarWindow): Promise<Sourced<Bars>> {
  const daily = await marketData.call('getDailyHistory', { symbol, from: '1980-01-01', to: window.today });
  const intraday: Bars['intraday'] = [];
  for (const interval of INTRADAY_INTERVALS) {
    const bars = await optional(() =>
      marketData.call('getIntradayBars', { symbol, interval, from: window.intradayFrom, to: window.intradayTo }),
    );
    if (bars) intraday.push({ interval, data: bars.data });
  }
  return { ...daily, data: { daily: daily.data, intraday } };
}

export interface FundDetails {
  info: ProviderFundInfo;
  holdings: FundHolding[];
  sectors: Array<{ industry: string; exposure: number }>;
  countries: Array<{ country: string; weightPercentage: number }>;
}

/** A fund's info with its holdings and weights (each of those optional). */
export async function fetchFund(marketData: MarketData, symbol: string): Promise<Sourced<FundDetails>> {
  const info = await marketData.call('getFundInfo', { symbol });
  const holdings = await optional(() => marketData.call('getFundHoldings', { symbol }));
  const sectors = await optional(() => marketData.call('getFundSectorWeights', { symbol }));
  const countries = await optional(() => marketData.call('getFundCountryWeights', { symbol }));
  return {
    ...info,
    data: { info: info.data, holdings: holdings?.data ?? [], sectors: sectors?.data ?? [], countries: countries?.data ?? [] },
  };
}
