import type { IsoTimestamp } from '../column-types';

/** A price alert that was delivered: at most one per user, ticker and New York trading day. */
export interface PriceAlertDeliveriesTable {
  user_id: string;
  ticker: string;
  /** YYYY-MM-DD in America/New_York. */
  trading_day: string;
  change_percent: number;
  message_id: string | null;
  created_at: IsoTimestamp;
}
