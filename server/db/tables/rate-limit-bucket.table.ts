/** One rate-limit window: requests counted for `key` until `reset_at` (epoch ms; text from PostgreSQL's bigint). */
export interface RateLimitBucketsTable {
  key: string;
  count: number;
  reset_at: number | string;
}
