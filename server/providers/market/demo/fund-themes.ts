/**
 * What each demo fund theme holds and how it weights it, so a fund's name matches its holdings
 * and allocations: an 'International Developed' fund holds only companies outside the United
 * States, a 'Dividend Income' fund only dividend payers, an 'Equal Weight' fund equal weights.
 */
import type { Random } from './random';

/** The facts of a company a theme chooses by. */
export interface ThemeCandidate {
  country: string;
  /** 0 for the largest company of the market, 1 for the smallest. */
  sizeRank: number;
  growth: number;
  payoutRatio: number;
  debtRatio: number;
  beta: number;
  profitable: boolean;
}

export interface FundTheme {
  name: string;
  /** The strategy in a sentence's words, with its article: 'an equal-weight strategy'. */
  strategy: string;
  holds: (company: ThemeCandidate) => boolean;
  weighting: 'size' | 'equal';
}

const large = (c: ThemeCandidate) => c.sizeRank < 0.35;

export const FUND_THEMES: readonly FundTheme[] = [
  { name: 'Total Market', strategy: 'a total-market strategy', holds: () => true, weighting: 'size' },
  { name: 'Large Cap Growth', strategy: 'a large-cap growth strategy', holds: (c) => large(c) && c.growth >= 0.07, weighting: 'size' },
  {
    name: 'Large Cap Value',
    strategy: 'a large-cap value strategy',
    holds: (c) => large(c) && c.growth < 0.07 && c.profitable,
    weighting: 'size',
  },
  { name: 'Small Cap', strategy: 'a small-cap strategy', holds: (c) => c.sizeRank >= 0.5, weighting: 'size' },
  { name: 'Dividend Income', strategy: 'a dividend-income strategy', holds: (c) => c.payoutRatio > 0, weighting: 'size' },
  { name: 'Quality Factor', strategy: 'a quality-factor strategy', holds: (c) => c.profitable && c.debtRatio < 0.3, weighting: 'size' },
  { name: 'Momentum', strategy: 'a momentum strategy', holds: (c) => c.growth >= 0.1, weighting: 'size' },
  { name: 'Low Volatility', strategy: 'a low-volatility strategy', holds: (c) => c.beta < 1, weighting: 'size' },
  { name: 'Equal Weight', strategy: 'an equal-weight strategy', holds: large, weighting: 'equal' },
  {
    name: 'International Developed',
    strategy: 'an international developed-markets strategy',
    holds: (c) => c.country !== 'US',
    weighting: 'size',
  },
];

export function fundTheme(name: string): FundTheme {
  return FUND_THEMES.find((theme) => theme.name === name) ?? (FUND_THEMES[0] as FundTheme);
}

/**
 * A fund's holdings: companies its theme holds, drawn from the largest of them (`bySize` is
 * largest first); weights follow the square root of the company's value (a capped market-cap
 * weighting) or are equal, and add up to 97 % (the rest is cash).
 */
export function pickHoldings<T extends { symbol: string }>(
  rng: Random,
  theme: FundTheme,
  bySize: readonly T[],
  candidate: (company: T, sizeRank: number) => ThemeCandidate,
  valueOf: (company: T) => number,
): Array<{ symbol: string; weight: number }> {
  const eligible = bySize.filter((company, rank) => theme.holds(candidate(company, rank / bySize.length)));
  const count = Math.min(eligible.length, rng.int(12, 60));
  const pool = eligible.slice(0, count * 2);
  const chosen = new Map<string, number>();
  while (chosen.size < count) {
    const company = rng.pick(pool);
    const weight = theme.weighting === 'equal' ? 1 : Math.sqrt(valueOf(company)) * rng.between(0.9, 1.1);
    if (!chosen.has(company.symbol)) chosen.set(company.symbol, weight);
  }
  const total = [...chosen.values()].reduce((sum, w) => sum + w, 0);
  return [...chosen.entries()]
    .map(([symbol, weight]) => ({ symbol, weight: Math.round((weight / total) * 97_000) / 1000 }))
    .sort((a, b) => b.weight - a.weight);
}
