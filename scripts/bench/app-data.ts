/** What the benchmarks need to know about the running app's data. */

/** A stock symbol the app knows: the first company it lists, else AAPL. */
export async function someStockSymbol(baseUrl: string): Promise<string> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/companies?limit=1`);
    if (response.ok) {
      const symbol = (await response.json()).companies?.[0]?.symbol;
      if (typeof symbol === 'string') return symbol;
    }
  } catch {
    // not implemented yet
  }
  return 'AAPL';
}
