/**
 * A provider's failure reaches a person as a sentence (issue 26 item 8): the 502 names the source
 * and what went wrong in words, never the provider's own error text, which stays on /status.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEchoServer, type EchoServer } from '../support/echo-server';
import { createTestApp, type TestApp } from '../support/test-app';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function appOnFailingFmp(status: number): Promise<TestApp> {
  const fmp: EchoServer = await startEchoServer(() => ({ 'Error Message': 'Internal lookup table fmp_v3_quotes unreachable' }), status);
  closers.push(() => fmp.close());
  const testApp = await createTestApp({ MARKET_DATA_PROVIDER: 'fmp', FMP_API_KEY: 'k', FMP_BASE_URL: `${fmp.baseUrl}/fmp` });
  closers.push(() => testApp.close());
  return testApp;
}

describe('a failing market data provider', () => {
  it.each([
    [500, /^The market data source \(Financial Modeling Prep\) could not be reached or did not answer in time; try again in a moment\./],
    // FMP answers 429 when the plan's daily limit is reached: a matter of the plan, not of waiting a minute.
    [429, /^The market data source \(Financial Modeling Prep\) refused the request for the configured access key or its plan/],
    [401, /^The market data source \(Financial Modeling Prep\) refused the request for the configured access key or its plan/],
  ])('answering %i is said in a sentence, its own words only on /status', async (status, sentence) => {
    const testApp = await appOnFailingFmp(status);
    const response = await testApp.request('/api/v1/stocks/AAPL/price');
    expect(response.status).toBe(502);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('provider_error');
    expect(error.message).toMatch(sentence);
    expect(error.message).toContain('The status page has the details.');
    expect(error.message).not.toContain('fmp_v3_quotes');
    const board = await (await testApp.request('/api/v1/status')).text();
    expect(board).toContain('fmp_v3_quotes');
  });
});
