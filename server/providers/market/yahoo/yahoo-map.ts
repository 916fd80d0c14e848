/** Maps yahoo-finance2 results (quotes, charts, quoteSummary modules, search) to the interface's shapes. */
import type { Executive, FundHolding, SectorWeight, SecurityType } from '../../../../generated/model';
import { newYorkDate } from '../../../../common/new-york-time';
import { isRow, num, str, type Row } from '../parse';
import type {
  DailyBar,
  IntradayBar,
  ProviderFundInfo,
  ProviderMover,
  ProviderNewsItem,
  ProviderProfile,
  ProviderQuote,
  ProviderSearchResult,
} from '../types';

const SECURITY_TYPES: Record<string, SecurityType> = { EQUITY: 'stock', ETF: 'etf', MUTUALFUND: 'mutual_fund' };

/** The security type of a Yahoo quoteType, or null for indexes, currencies, futures and the like. */
function securityTypeOf(quoteType: unknown): SecurityType | null {
  return typeof quoteType === 'string' ? (SECURITY_TYPES[quoteType] ?? null) : null;
}

/** Dates come back as Date objects after validation, or as epoch seconds without it. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const seconds = num(value);
  if (seconds !== null) return new Date(seconds * 1000);
  const text = str(value);
  return text && !Number.isNaN(Date.parse(text)) ? new Date(text) : null;
}

function isoDay(value: unknown): string | null {
  return dateOf(value)?.toISOString().slice(0, 10) ?? null;
}

export function rowAt(value: unknown, key: string): Row {
  return isRow(value) && isRow(value[key]) ? value[key] : {};
}

export function listAt(value: unknown, key: string): Row[] {
  return isRow(value) && Array.isArray(value[key]) ? value[key].filter(isRow) : [];
}

/** A quote; one without a time of its own is stamped `now`. */
export function mapQuote(row: Row, now: Date): ProviderQuote {
  return {
    symbol: String(row.symbol),
    name: str(row.longName) ?? str(row.shortName),
    price: num(row.regularMarketPrice),
    change: num(row.regularMarketChange),
    changePercent: num(row.regularMarketChangePercent),
    volume: num(row.regularMarketVolume),
    open: num(row.regularMarketOpen),
    previousClose: num(row.regularMarketPreviousClose),
    dayHigh: num(row.regularMarketDayHigh),
    dayLow: num(row.regularMarketDayLow),
    yearHigh: num(row.fiftyTwoWeekHigh),
    yearLow: num(row.fiftyTwoWeekLow),
    averageVolume: num(row.averageDailyVolume3Month),
    marketCap: num(row.marketCap),
    timestamp: (dateOf(row.regularMarketTime) ?? now).toISOString(),
  };
}

export function mapMover(row: Row): ProviderMover {
  return {
    symbol: String(row.symbol),
    name: str(row.longName) ?? str(row.shortName) ?? String(row.symbol),
    price: num(row.regularMarketPrice),
    change: num(row.regularMarketChange),
    changePercentage: num(row.regularMarketChangePercent),
    volume: num(row.regularMarketVolume),
  };
}

interface ChartBar {
  at: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Chart rows with a price; Yahoo leaves nulls for minutes or days without trades. */
function chartBars(chart: unknown): ChartBar[] {
  const bars: ChartBar[] = [];
  for (const row of listAt(chart, 'quotes')) {
    const at = dateOf(row.date);
    const close = num(row.close);
    if (!at || close === null) continue;
    bars.push({
      at,
      open: num(row.open) ?? close,
      high: num(row.high) ?? close,
      low: num(row.low) ?? close,
      close,
      volume: num(row.volume) ?? 0,
    });
  }
  return bars;
}

/** Daily bars by New York trading date (Yahoo stamps each day with its opening time). */
export function mapDailyBars(chart: unknown): DailyBar[] {
  return chartBars(chart).map(({ at, ...prices }) => ({ date: newYorkDate(at.getTime()), ...prices }));
}

export function mapIntradayBars(chart: unknown): IntradayBar[] {
  return chartBars(chart).map(({ at, ...prices }) => ({ timestamp: at.toISOString(), ...prices }));
}

/** A profile from the assetProfile and price modules. */
export function mapProfile(symbol: string, assetProfile: Row, price: Row): ProviderProfile {
  const officers = Array.isArray(assetProfile.companyOfficers) ? assetProfile.companyOfficers.filter(isRow) : [];
  const ceo = officers.find((officer) => /\bCEO\b|chief executive/i.test(String(officer.title ?? '')));
  return {
    symbol: str(price.symbol) ?? symbol,
    companyName: str(price.longName) ?? str(price.shortName) ?? symbol,
    type: securityTypeOf(price.quoteType) ?? 'stock',
    description: str(assetProfile.longBusinessSummary),
    sector: str(assetProfile.sectorDisp) ?? str(assetProfile.sector),
    industry: str(assetProfile.industryDisp) ?? str(assetProfile.industry),
    exchange: str(price.exchange),
    exchangeFullName: str(price.exchangeName),
    website: str(assetProfile.website),
    currency: str(price.currency) ?? 'USD',
    country: str(assetProfile.country),
    ceo: ceo ? str(ceo.name) : null,
    image: null,
    ipoDate: null,
    employees: num(assetProfile.fullTimeEmployees),
    beta: null,
    lastDividend: null,
    sharesOutstanding: null,
    cik: null,
  };
}

export function mapExecutives(assetProfile: Row): Executive[] {
  const officers = Array.isArray(assetProfile.companyOfficers) ? assetProfile.companyOfficers.filter(isRow) : [];
  return officers.map((officer) => ({
    name: str(officer.name) ?? '',
    title: str(officer.title) ?? '',
    yearBorn: num(officer.yearBorn),
    totalPay: num(officer.totalPay),
    gender: null,
    active: null,
  }));
}

/** Yahoo gives ratios as fractions (0.0020); the API's fund figures are percentages (0.2). */
function fractionToPercent(value: unknown): number | null {
  const fraction = num(value);
  return fraction === null ? null : Math.round(fraction * 1e8) / 1e6;
}

/** Fund facts from a quoteSummary with the price, fundProfile, summaryDetail, … modules. */
export function mapFundInfo(symbol: string, summary: Row): ProviderFundInfo {
  const price = rowAt(summary, 'price');
  const fundProfile = rowAt(summary, 'fundProfile');
  const fees = rowAt(fundProfile, 'feesExpensesInvestment');
  const detail = rowAt(summary, 'summaryDetail');
  const stats = rowAt(summary, 'defaultKeyStatistics');
  return {
    symbol,
    name: str(price.longName) ?? str(price.shortName) ?? symbol,
    type: securityTypeOf(price.quoteType) ?? 'etf',
    description: str(rowAt(summary, 'assetProfile').longBusinessSummary) ?? str(rowAt(summary, 'summaryProfile').longBusinessSummary),
    etfCompany: str(fundProfile.family),
    assetsUnderManagement: num(detail.totalAssets) ?? num(stats.totalAssets),
    assetClass: str(fundProfile.categoryName),
    holdingsCount: null,
    nav: num(detail.navPrice),
    expenseRatio: fractionToPercent(fees.annualReportExpenseRatio),
    inceptionDate: isoDay(stats.fundInceptionDate),
    website: null,
  };
}

export function mapHoldings(summary: Row): FundHolding[] {
  return listAt(rowAt(summary, 'topHoldings'), 'holdings').flatMap((holding) => {
    const asset = str(holding.symbol);
    const weight = fractionToPercent(holding.holdingPercent);
    return asset && weight !== null
      ? [{ name: str(holding.holdingName) ?? asset, asset, weightPercentage: weight, marketValue: null, sharesNumber: null }]
      : [];
  });
}

const SECTOR_NAMES: Record<string, string> = {
  realestate: 'Real Estate',
  consumer_cyclical: 'Consumer Cyclical',
  basic_materials: 'Basic Materials',
  consumer_defensive: 'Consumer Defensive',
  technology: 'Technology',
  communication_services: 'Communication Services',
  financial_services: 'Financial Services',
  utilities: 'Utilities',
  industrials: 'Industrials',
  energy: 'Energy',
  healthcare: 'Healthcare',
};

export function mapSectorWeights(summary: Row): SectorWeight[] {
  return listAt(rowAt(summary, 'topHoldings'), 'sectorWeightings').flatMap((entry) =>
    Object.entries(entry).flatMap(([key, value]) => {
      const exposure = fractionToPercent(value);
      return exposure === null ? [] : [{ industry: SECTOR_NAMES[key] ?? key, exposure }];
    }),
  );
}

export function mapSearchResults(search: unknown): ProviderSearchResult[] {
  return listAt(search, 'quotes').flatMap((quote) => {
    const type = securityTypeOf(quote.quoteType);
    const symbol = str(quote.symbol);
    if (!type || !symbol || quote.isYahooFinance === false) return [];
    return [
      { symbol, name: str(quote.longname) ?? str(quote.shortname) ?? symbol, type, exchange: str(quote.exchDisp) ?? str(quote.exchange) },
    ];
  });
}

export function mapNews(symbol: string, search: unknown): ProviderNewsItem[] {
  return listAt(search, 'news').flatMap((item) => {
    const title = str(item.title);
    const url = str(item.link);
    const published = dateOf(item.providerPublishTime);
    if (!title || !url || !published) return [];
    const [image] = listAt(rowAt(item, 'thumbnail'), 'resolutions');
    return [
      {
        symbol,
        title,
        url,
        site: str(item.publisher) ?? new URL(url).hostname,
        publishedDate: published.toISOString(),
        image: str(image?.url),
        text: '',
      },
    ];
  });
}
