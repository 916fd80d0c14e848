/** Maps FMP /stable rows to the provider interface's shapes. */
import type { CountryWeight, Executive, FundHolding, SectorWeight, SecurityType } from '../../../../generated/model';
import { newYorkLocalToUtcIso } from '../../../../common/new-york-time';
import { num, percent, str, type Row } from '../parse';
import type {
  DailyBar,
  EpsEstimate,
  IntradayBar,
  ProviderFundInfo,
  ProviderMover,
  ProviderNewsItem,
  ProviderProfile,
  ProviderQuote,
  ProviderSearchResult,
} from '../types';

function securityType(row: Row): SecurityType {
  if (row.isEtf === true) return 'etf';
  if (row.isFund === true) return 'mutual_fund';
  return 'stock';
}

/** A quote's time; one without a time of its own is stamped `now`. */
function epochSecondsToIso(value: unknown, now: Date): string {
  const seconds = num(value);
  return (seconds === null ? now : new Date(seconds * 1000)).toISOString();
}

/** FMP writes times as New York wall-clock "YYYY-MM-DD HH:MM:SS". */
function localTimeToIso(value: unknown): string | null {
  const text = str(value);
  if (text === null) return null;
  try {
    return newYorkLocalToUtcIso(text);
  } catch {
    return null;
  }
}

export function mapProfile(row: Row): ProviderProfile {
  const price = num(row.price);
  const marketCap = num(row.marketCap);
  return {
    symbol: String(row.symbol),
    companyName: str(row.companyName) ?? String(row.symbol),
    type: securityType(row),
    description: str(row.description),
    sector: str(row.sector),
    industry: str(row.industry),
    exchange: str(row.exchange),
    exchangeFullName: str(row.exchangeFullName),
    website: str(row.website),
    currency: str(row.currency) ?? 'USD',
    country: str(row.country),
    ceo: str(row.ceo),
    image: str(row.image),
    ipoDate: str(row.ipoDate),
    employees: num(row.fullTimeEmployees),
    beta: num(row.beta),
    lastDividend: num(row.lastDividend),
    // The stable profile has no share count; market cap over price is how FMP derives it.
    sharesOutstanding: price && marketCap ? Math.round(marketCap / price) : null,
    cik: str(row.cik),
  };
}

export function mapExecutive(row: Row): Executive {
  return {
    name: (str(row.name) ?? '').replace(/\s{2,}/g, ' '),
    title: str(row.title) ?? '',
    yearBorn: num(row.yearBorn),
    totalPay: num(row.pay),
    currencyPay: str(row.currencyPay) ?? undefined,
    gender: str(row.gender),
    active: typeof row.active === 'boolean' ? row.active : null,
  };
}

export function mapQuote(row: Row, now: Date): ProviderQuote {
  return {
    symbol: String(row.symbol),
    name: str(row.name),
    price: num(row.price),
    change: num(row.change),
    changePercent: num(row.changePercentage ?? row.changesPercentage),
    volume: num(row.volume),
    open: num(row.open),
    previousClose: num(row.previousClose),
    dayHigh: num(row.dayHigh),
    dayLow: num(row.dayLow),
    yearHigh: num(row.yearHigh),
    yearLow: num(row.yearLow),
    averageVolume: num(row.avgVolume ?? row.averageVolume),
    marketCap: num(row.marketCap),
    timestamp: epochSecondsToIso(row.timestamp, now),
  };
}

export function mapDailyBar(row: Row): DailyBar | null {
  const date = str(row.date);
  const close = num(row.close ?? row.price);
  if (date === null || close === null) return null;
  return {
    date: date.slice(0, 10),
    open: num(row.open) ?? close,
    high: num(row.high) ?? close,
    low: num(row.low) ?? close,
    close,
    volume: num(row.volume) ?? 0,
  };
}

export function mapIntradayBar(row: Row): IntradayBar | null {
  const timestamp = localTimeToIso(row.date);
  const close = num(row.close);
  if (timestamp === null || close === null) return null;
  return {
    timestamp,
    open: num(row.open) ?? close,
    high: num(row.high) ?? close,
    low: num(row.low) ?? close,
    close,
    volume: num(row.volume) ?? 0,
  };
}

export function mapEstimate(row: Row): EpsEstimate | null {
  const date = str(row.date);
  return date === null ? null : { date, epsAvg: num(row.epsAvg), revenueAvg: num(row.revenueAvg) };
}

export function mapNewsItem(row: Row): ProviderNewsItem | null {
  const title = str(row.title);
  const url = str(row.url);
  const publishedDate = localTimeToIso(row.publishedDate);
  if (title === null || url === null || publishedDate === null) return null;
  return {
    symbol: str(row.symbol),
    title,
    url,
    site: str(row.site) ?? str(row.publisher) ?? new URL(url).hostname,
    publishedDate,
    image: str(row.image),
    text: str(row.text) ?? '',
  };
}

export function mapMover(row: Row): ProviderMover {
  return {
    symbol: String(row.symbol),
    name: str(row.name) ?? String(row.symbol),
    price: num(row.price),
    change: num(row.change),
    changePercentage: num(row.changesPercentage ?? row.changePercentage),
    volume: num(row.volume),
  };
}

export function mapFundInfo(row: Row): ProviderFundInfo {
  return {
    symbol: String(row.symbol),
    name: str(row.name) ?? String(row.symbol),
    type: 'etf',
    description: str(row.description),
    etfCompany: str(row.etfCompany),
    assetsUnderManagement: num(row.assetsUnderManagement),
    assetClass: str(row.assetClass),
    holdingsCount: num(row.holdingsCount),
    nav: num(row.nav),
    expenseRatio: num(row.expenseRatio),
    inceptionDate: str(row.inceptionDate),
    website: str(row.website),
  };
}

export function mapHolding(row: Row): FundHolding | null {
  const asset = str(row.asset);
  const weight = percent(row.weightPercentage);
  if (asset === null || weight === null) return null;
  return {
    name: str(row.name) ?? asset,
    asset,
    weightPercentage: weight,
    marketValue: num(row.marketValue),
    sharesNumber: num(row.sharesNumber),
  };
}

export function mapSectorWeight(row: Row): SectorWeight | null {
  const industry = str(row.industry ?? row.sector);
  const exposure = percent(row.exposure ?? row.weightPercentage);
  return industry === null || exposure === null ? null : { industry, exposure };
}

export function mapCountryWeight(row: Row): CountryWeight | null {
  const country = str(row.country);
  const weight = percent(row.weightPercentage);
  return country === null || weight === null ? null : { country, weightPercentage: weight };
}

export function mapSearchResult(row: Row): ProviderSearchResult {
  return {
    symbol: String(row.symbol),
    name: str(row.name) ?? String(row.symbol),
    type: 'stock',
    exchange: str(row.exchange),
  };
}

/** Drops the rows a mapper could not use. */
export function mapRows<T>(rows: Row[], mapper: (row: Row) => T | null): T[] {
  return rows.map(mapper).filter((item): item is T => item !== null);
}
