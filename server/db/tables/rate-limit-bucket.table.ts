/** One rate-limit window: requests counted for `key` until `resetAt` (epoch ms; text from PostgreSQL's bigint). */
export interface RateLimitBucketsTable {
  key: string;
  count: number;
  resetAt: number | string;
}
