import type { IsoTimestamp } from '../column-types';

/** A price alert that was delivered: at most one per user, ticker and New York trading day. */
export interface PriceAlertDeliveriesTable {
  userId: string;
  ticker: string;
  /** YYYY-MM-DD in America/New_York. */
  tradingDay: string;
  changePercent: number;
  messageId: string | null;
  createdAt: IsoTimestamp;
}
