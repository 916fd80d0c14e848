/** Ask AI answers the facts the company page shows (CEO, employees, P/E, market cap…), cited to the page and verified. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp, firstStoredStock } from '../support/market-test-app';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';

let app: TestApp;
let alice: SignedIn;
let symbol: string;

beforeAll(async () => {
  app = await createMarketTestApp();
  alice = await signIn(app);
  symbol = await firstStoredStock(app);
});
afterAll(async () => {
  await app.close();
});

async function ask(question: string) {
  return dataOf(await app.api(alice).POST('/ai/ask', { body: { question, ticker: symbol } }));
}

describe('company facts in Ask AI', () => {
  it('answers the CEO, employees, P/E and market cap the page shows, each cited and verified', async () => {
    const company = dataOf(await app.api(alice).GET('/companies/{symbol}', { params: { path: { symbol } } }));
    const entry = await ask('Who is the CEO, how many employees are there, and what are the P/E ratio and market cap?');
    expect(entry.answer).toContain(`- CEO: **${company.profile.ceo}** [1]`);
    expect(entry.answer).toContain(`- Employees: **${company.employees?.toLocaleString('en-US')}** [2]`);
    if (company.pe !== null) expect(entry.answer).toContain(`- P/E ratio: **${company.pe?.toFixed(2)}**`);
    expect(entry.answer).toMatch(/- Market cap: \*\*\$[\d.]+[KMBT]\*\*/);
    expect(entry.citations[0]).toMatchObject({ kind: 'company', lineItem: 'ceo', href: `/stock/${symbol}` });
    expect(entry.verification?.unverified).toBe(0);
    expect(entry.verification?.claims.filter((c) => c.kind === 'figure').length).toBeGreaterThanOrEqual(2);
  });

  it("judges the price against the company's own P/E at its last fiscal year ends and its sector's median, every figure verified", async () => {
    const company = dataOf(await app.api(alice).GET('/companies/{symbol}', { params: { path: { symbol } } }));
    const entry = await ask('Is the stock expensive?');
    expect(entry.answer).toContain(`- P/E now: **${company.pe?.toFixed(2)}** [1]`);
    expect(entry.answer).toMatch(/- P\/E at the fiscal year ends: (FY\d{4} \*\*[\d.]+\*\* \[\d+\](, )?){5}\n/);
    expect(entry.answer).toMatch(
      new RegExp(`- Median P/E of the \\d+ ${company.profile.sector} companies with earnings in the stored market: \\*\\*[\\d.]+\\*\\*`),
    );
    expect(entry.answer).toMatch(
      /\*\*Conclusion:\*\* the P\/E of .* is (above|below|within) its range at the last 5 fiscal year ends .*, and (above|below|level with) its sector's median/,
    );
    const lineItems = entry.citations.map((citation) => citation.lineItem);
    expect(lineItems.filter((item) => item?.startsWith('pe:FY'))).toHaveLength(5);
    expect(lineItems).toContain('pe:sectorMedian');
    expect(entry.verification?.unverified).toBe(0);
    expect(entry.verification?.claims.filter((c) => c.kind === 'figure').length).toBeGreaterThanOrEqual(7);
  });
});
