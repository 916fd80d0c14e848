/**
 * The market-data facade over the SEC provider alone, reading EDGAR at `baseUrl`: a local server
 * of recorded SEC responses (recorded-server.ts), so the AI evaluation and the AI tests answer
 * from real filings without the internet.
 */
import { loadConfig } from '../../server/config';
import { systemClock } from '../../server/lib/clock';
import { MarketData } from '../../server/providers/market/market-data';
import { createSecProvider } from '../../server/providers/market/sec/sec-provider';
import { keylessProviderSettings } from './recorded-server';

const TIMEOUT_MS = 10_000;

export function recordedSecMarketData(baseUrl: string): MarketData {
  const config = loadConfig(keylessProviderSettings(baseUrl));
  return new MarketData({
    clock: systemClock,
    providers: [createSecProvider({ ...config.marketData, timeoutMs: TIMEOUT_MS }, { clock: systemClock })],
    timeoutMs: TIMEOUT_MS,
  });
}
