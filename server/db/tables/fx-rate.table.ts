/** A currency's exchange rate against the US dollar, with the day it is for and where it came from. */
export interface FxRatesTable {
  /** ISO 4217 code, upper case. */
  currency: string;
  usdPerUnit: number;
  /** YYYY-MM-DD: the trading day the rate is for. */
  rateDate: string;
  provider: string;
  /** When it was fetched (UTC ISO-8601). */
  asOf: string;
}

export type FxRateRow = FxRatesTable;
