/** A currency's exchange rate against the US dollar, with the day it is for and where it came from. */
export interface FxRatesTable {
  /** ISO 4217 code, upper case. */
  currency: string;
  usd_per_unit: number;
  /** YYYY-MM-DD: the trading day the rate is for. */
  rate_date: string;
  provider: string;
  /** When it was fetched (UTC ISO-8601). */
  as_of: string;
}

export type FxRateRow = FxRatesTable;
