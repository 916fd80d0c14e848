/**
 * The market-data facade over the SEC provider alone, reading EDGAR at `baseUrl`: a local server
 * of recorded SEC responses (recorded-server.ts), so the AI evaluation and the AI tests answer
 * from real filings without the internet.
 */
import { loadConfig } from '../../server/config';
import { systemClock } from '../../server/lib/clock';
import { MarketData } from '../../server/providers/market/market-data';
import { createSecProvider } from '../../server/providers/market/sec/sec-provider';

const TIMEOUT_MS = 10_000;

export function recordedSecMarketData(baseUrl: string): MarketData {
  const config = loadConfig({
    SEC_USER_AGENT: 'Research Terminal tests tests@example.test',
    SEC_DATA_BASE_URL: `${baseUrl}/sec/data.sec.gov`,
    SEC_WWW_BASE_URL: `${baseUrl}/sec/www.sec.gov`,
  });
  return new MarketData({
    clock: systemClock,
    providers: [createSecProvider({ ...config.marketData, timeoutMs: TIMEOUT_MS }, { clock: systemClock })],
    timeoutMs: TIMEOUT_MS,
  });
}
