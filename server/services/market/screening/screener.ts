/**
 * The stock screener over the stored company metrics. The rows live in memory (a few MB even
 * for 10,000 stocks) with one sorted order per sort field built on first use, so a request is a
 * single pass over presorted rows: no SQL, no sort, no count query. The matches of recent
 * criteria are kept too, so the next page of a screen (or the same screen from another user)
 * is a slice. Everything is dropped after a sync (invalidate) and reloaded at most every `maxAgeMs`.
 */
import type { CompanyMetrics } from '../../../db/tables/market.table';
import { marginOfSafetyFraction } from '../../../../common/valuation';
import type { Clock } from '../../../lib/clock';

const SORT_FIELDS = {
  company_name: 'companyName',
  symbol: 'symbol',
  sector: 'sector',
  industry: 'industry',
  exchange: 'exchange',
  price: 'price',
  market_cap: 'marketCap',
  pe_ratio: 'pe',
  forward_pe_ratio: 'forwardPe',
  eps_growth: 'epsGrowth',
  fcf_growth: 'fcfGrowth',
  revenue_growth: 'revenueGrowth',
  roic: 'roic',
  debt_to_equity: 'debtToEquity',
} as const satisfies Record<string, keyof CompanyMetrics>;

export type SortField = keyof typeof SORT_FIELDS;
export type SortOrder = 'asc' | 'desc';

/** Filters in the screener's own units: US dollars for market cap, fractions for growth and ROIC. */
export interface ScreenCriteria {
  sectors?: string[];
  industries?: string[];
  exchanges?: string[];
  marketCapMin?: number;
  marketCapMax?: number;
  priceMin?: number;
  priceMax?: number;
  epsGrowthMin?: number;
  revenueGrowthMin?: number;
  fcfGrowthMin?: number;
  roicMin?: number;
  debtToEquityMax?: number;
  peMax?: number;
  forwardPeMax?: number;
  paybackTimeMax?: number;
  marginOfSafetyMin?: number;
  /** Only companies that have figures yet. */
  withFiguresOnly?: boolean;
}

export interface ScreenPage {
  rows: CompanyMetrics[];
  totalCount: number;
  /** How many stocks the market lists, and how many of them have figures yet, whatever the criteria. */
  marketCount: number;
  withFiguresCount: number;
}

/** Whether the sync has given a company any figure the screener shows (the listing alone gives none). */
function hasFigures(row: CompanyMetrics): boolean {
  return [row.price, row.marketCap, row.eps, row.pe, row.revenueGrowth, row.roic, row.debtToEquity].some((value) => value !== null);
}

type Test = (row: CompanyMetrics) => boolean;

/** Recent screens whose matches are kept. */
const MATCH_CACHE_SIZE = 128;

const atLeast = (value: number | null, min: number) => value !== null && value >= min;
const atMost = (value: number | null, max: number) => value !== null && value <= max;
/** P/E, forward P/E and D/E filters keep meaningful values only: a negative one passes no maximum. */
const between0And = (value: number | null, max: number) => value !== null && value >= 0 && value <= max;
const inSet = (values: string[]) => {
  const set = new Set(values.map((v) => v.trim().toUpperCase()).filter(Boolean));
  return (value: string | null) => value !== null && set.has(value.toUpperCase());
};

/** The criteria as a list of row tests; absent criteria add none. */
function criteriaTests(criteria: ScreenCriteria): Test[] {
  const tests: Test[] = [];
  const add = <K extends keyof ScreenCriteria>(key: K, make: (value: NonNullable<ScreenCriteria[K]>) => Test) => {
    const value = criteria[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) tests.push(make(value as NonNullable<ScreenCriteria[K]>));
  };
  add('sectors', (v) => {
    const has = inSet(v);
    return (r) => has(r.sector);
  });
  add('industries', (v) => {
    const has = inSet(v);
    return (r) => has(r.industry);
  });
  add('exchanges', (v) => {
    const has = inSet(v);
    return (r) => has(r.exchange);
  });
  add('marketCapMin', (v) => (r) => atLeast(r.marketCap, v));
  add('marketCapMax', (v) => (r) => atMost(r.marketCap, v));
  add('priceMin', (v) => (r) => atLeast(r.price, v));
  add('priceMax', (v) => (r) => atMost(r.price, v));
  add('epsGrowthMin', (v) => (r) => atLeast(r.epsGrowth, v));
  add('revenueGrowthMin', (v) => (r) => atLeast(r.revenueGrowth, v));
  add('fcfGrowthMin', (v) => (r) => atLeast(r.fcfGrowth, v));
  add('roicMin', (v) => (r) => atLeast(r.roic, v));
  add('debtToEquityMax', (v) => (r) => between0And(r.debtToEquity, v));
  add('peMax', (v) => (r) => between0And(r.pe, v));
  add('forwardPeMax', (v) => (r) => between0And(r.forwardPe, v));
  add('paybackTimeMax', (v) => (r) => atMost(r.paybackTime, v));
  add('marginOfSafetyMin', (v) => (r) => atLeast(marginOfSafetyFraction(r.marginOfSafety, r.price), v));
  if (criteria.withFiguresOnly) tests.push(hasFigures);
  return tests;
}

/** Multiples that mean nothing below zero (a loss): sorted after every meaningful value. */
const POSITIVE_ONLY_SORTS: readonly SortField[] = ['pe_ratio', 'forward_pe_ratio'];

/** Ascending order with missing values last; ties broken by symbol so pages are stable. */
function compareBy(column: keyof CompanyMetrics): (a: CompanyMetrics, b: CompanyMetrics) => number {
  return (a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === y) return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y));
  };
}

export class Screener {
  private rows: CompanyMetrics[] | null = null;
  private loading: Promise<CompanyMetrics[]> | null = null;
  private loadedAt = 0;
  private readonly orders = new Map<SortField, { asc: CompanyMetrics[]; desc: CompanyMetrics[] }>();
  private readonly matches = new Map<string, CompanyMetrics[]>();

  constructor(
    private readonly load: () => Promise<CompanyMetrics[]>,
    private readonly clock: Clock,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Drops the snapshot; the next screen reloads it. */
  invalidate(): void {
    this.rows = null;
    this.loading = null;
    this.orders.clear();
    this.matches.clear();
  }

  /** Rows matching `criteria` in order, without the symbols in `exclude`; the match cache is shared by everyone, the exclusion applied after it. */
  async screen(
    criteria: ScreenCriteria,
    sortBy: SortField,
    order: SortOrder,
    offset: number,
    limit: number,
    exclude: readonly string[] = [],
  ): Promise<ScreenPage> {
    const snapshot = await this.snapshot();
    const key = `${sortBy} ${order} ${JSON.stringify(criteria)}`;
    let matched = this.matches.get(key);
    if (!matched) {
      const tests = criteriaTests(criteria);
      matched = this.ordered(snapshot, sortBy, order).filter((row) => tests.every((test) => test(row)));
      if (this.rows === snapshot) this.remember(key, matched);
    }
    if (exclude.length > 0) {
      const hidden = new Set(exclude);
      matched = matched.filter((row) => !hidden.has(row.symbol));
    }
    return { rows: matched.slice(offset, offset + limit), totalCount: matched.length, ...this.figuresCount(snapshot) };
  }

  private figuresCounted: { rows: CompanyMetrics[]; withFiguresCount: number } | null = null;

  /** Counted once per snapshot. */
  private figuresCount(rows: CompanyMetrics[]): { marketCount: number; withFiguresCount: number } {
    if (this.figuresCounted?.rows !== rows) this.figuresCounted = { rows, withFiguresCount: rows.filter(hasFigures).length };
    return { marketCount: rows.length, withFiguresCount: this.figuresCounted.withFiguresCount };
  }

  private remember(key: string, matched: CompanyMetrics[]): void {
    this.matches.set(key, matched);
    const oldest = this.matches.keys().next().value;
    if (this.matches.size > MATCH_CACHE_SIZE && oldest !== undefined) this.matches.delete(oldest);
  }

  private async snapshot(): Promise<CompanyMetrics[]> {
    if (this.rows && this.clock.now().getTime() - this.loadedAt < this.maxAgeMs) return this.rows;
    if (!this.loading) {
      const loading = this.load().then((rows) => {
        if (this.loading === loading) {
          this.rows = rows;
          this.loadedAt = this.clock.now().getTime();
          this.orders.clear();
          this.matches.clear();
          this.loading = null;
        }
        return rows;
      });
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  private ordered(rows: CompanyMetrics[], sortBy: SortField, order: SortOrder): CompanyMetrics[] {
    let sorted = this.orders.get(sortBy);
    if (!sorted || this.rows !== rows) {
      const column = SORT_FIELDS[sortBy];
      const all = [...rows].sort(compareBy(column));
      // Either way, missing values come last, and before them the values that mean nothing
      // (a negative P/E: the company made a loss), so the cheapest earners lead an ascending P/E.
      const meaningless = (row: CompanyMetrics) =>
        POSITIVE_ONLY_SORTS.includes(sortBy) && (row[column] as number | null) !== null && (row[column] as number) < 0;
      const present = all.filter((row) => row[column] !== null && !meaningless(row));
      const losses = all.filter(meaningless);
      const missing = all.filter((row) => row[column] === null);
      sorted = { asc: [...present, ...losses, ...missing], desc: [...[...present].reverse(), ...losses, ...missing] };
      if (this.rows === rows) this.orders.set(sortBy, sorted);
    }
    return sorted[order];
  }
}
