/**
 * The vocabulary of the demo market: sectors with their industries and typical economics,
 * exchanges, reporting currencies and the syllables fictional names are made of. Every name
 * built from these is invented; nothing here names a real company.
 */

export interface SectorProfile {
  name: string;
  industries: readonly string[];
  /** Share of listed companies. */
  weight: number;
  /** Typical gross margin (fraction) and price-to-sales multiple. */
  grossMargin: number;
  priceToSales: number;
  /** Whether the sector has R&D spend, inventory and cost of revenue. */
  research: boolean;
  inventory: boolean;
  costOfRevenue: boolean;
  /** Share of companies that are pre-revenue or loss-making. */
  lossShare: number;
  nouns: readonly string[];
}

export const SECTORS: readonly SectorProfile[] = [
  {
    name: 'Technology',
    industries: ['Software - Application', 'Software - Infrastructure', 'Semiconductors', 'Consumer Electronics', 'Information Technology Services'],
    weight: 18, grossMargin: 0.62, priceToSales: 5.5, research: true, inventory: false, costOfRevenue: true, lossShare: 0.2,
    nouns: ['Systems', 'Software', 'Networks', 'Micro', 'Data', 'Labs', 'Cloud', 'Digital'],
  },
  {
    name: 'Healthcare',
    industries: ['Biotechnology', 'Medical Devices', 'Drug Manufacturers - General', 'Healthcare Plans', 'Diagnostics & Research'],
    weight: 15, grossMargin: 0.58, priceToSales: 4.2, research: true, inventory: true, costOfRevenue: true, lossShare: 0.35,
    nouns: ['Therapeutics', 'Biosciences', 'Medical', 'Health', 'Pharma', 'Genomics'],
  },
  {
    name: 'Financial Services',
    industries: ['Banks - Regional', 'Asset Management', 'Insurance - Property & Casualty', 'Capital Markets', 'Credit Services'],
    weight: 14, grossMargin: 1, priceToSales: 2.8, research: false, inventory: false, costOfRevenue: false, lossShare: 0.05,
    nouns: ['Bancorp', 'Financial', 'Capital', 'Trust', 'Holdings', 'Assurance'],
  },
  {
    name: 'Consumer Cyclical',
    industries: ['Auto Manufacturers', 'Specialty Retail', 'Restaurants', 'Apparel Retail', 'Travel Services'],
    weight: 10, grossMargin: 0.36, priceToSales: 1.4, research: false, inventory: true, costOfRevenue: true, lossShare: 0.12,
    nouns: ['Motors', 'Outfitters', 'Kitchens', 'Stores', 'Travel', 'Brands'],
  },
  {
    name: 'Consumer Defensive',
    industries: ['Packaged Foods', 'Beverages - Non-Alcoholic', 'Household & Personal Products', 'Discount Stores'],
    weight: 6, grossMargin: 0.34, priceToSales: 1.6, research: false, inventory: true, costOfRevenue: true, lossShare: 0.04,
    nouns: ['Foods', 'Beverages', 'Home Goods', 'Provisions', 'Farms'],
  },
  {
    name: 'Industrials',
    industries: ['Aerospace & Defense', 'Specialty Industrial Machinery', 'Railroads', 'Airlines', 'Building Products & Equipment'],
    weight: 12, grossMargin: 0.3, priceToSales: 1.8, research: true, inventory: true, costOfRevenue: true, lossShare: 0.08,
    nouns: ['Industries', 'Aerospace', 'Machinery', 'Rail', 'Airways', 'Works'],
  },
  {
    name: 'Energy',
    industries: ['Oil & Gas E&P', 'Oil & Gas Midstream', 'Solar', 'Oil & Gas Equipment & Services'],
    weight: 6, grossMargin: 0.4, priceToSales: 1.3, research: false, inventory: true, costOfRevenue: true, lossShare: 0.15,
    nouns: ['Energy', 'Petroleum', 'Solar', 'Resources', 'Pipelines'],
  },
  {
    name: 'Utilities',
    industries: ['Utilities - Regulated Electric', 'Utilities - Renewable', 'Utilities - Regulated Water'],
    weight: 4, grossMargin: 0.42, priceToSales: 2.2, research: false, inventory: true, costOfRevenue: true, lossShare: 0.03,
    nouns: ['Power', 'Electric', 'Water', 'Utilities', 'Grid'],
  },
  {
    name: 'Real Estate',
    industries: ['REIT - Residential', 'REIT - Industrial', 'Real Estate Services'],
    weight: 5, grossMargin: 0.55, priceToSales: 6, research: false, inventory: false, costOfRevenue: true, lossShare: 0.08,
    nouns: ['Realty', 'Properties', 'Estates', 'Land'],
  },
  {
    name: 'Basic Materials',
    industries: ['Specialty Chemicals', 'Gold', 'Steel', 'Building Materials'],
    weight: 5, grossMargin: 0.28, priceToSales: 1.5, research: true, inventory: true, costOfRevenue: true, lossShare: 0.12,
    nouns: ['Chemicals', 'Mining', 'Metals', 'Materials'],
  },
  {
    name: 'Communication Services',
    industries: ['Telecom Services', 'Internet Content & Information', 'Entertainment', 'Advertising Agencies'],
    weight: 5, grossMargin: 0.5, priceToSales: 3, research: true, inventory: false, costOfRevenue: true, lossShare: 0.15,
    nouns: ['Media', 'Communications', 'Studios', 'Telecom', 'Interactive'],
  },
];

export const EXCHANGES = [
  { code: 'NASDAQ', fullName: 'NASDAQ Global Select', weight: 45 },
  { code: 'NYSE', fullName: 'New York Stock Exchange', weight: 38 },
  { code: 'AMEX', fullName: 'NYSE American', weight: 9 },
  { code: 'OTC', fullName: 'Over-the-Counter Markets', weight: 8 },
] as const;

/** Reporting currencies other than USD, with the home country and a fixed demo rate to USD. */
export const FOREIGN_REPORTERS = [
  { currency: 'EUR', country: 'DE', usdRate: 1.08 },
  { currency: 'GBP', country: 'GB', usdRate: 1.27 },
  { currency: 'JPY', country: 'JP', usdRate: 0.0067 },
  { currency: 'CAD', country: 'CA', usdRate: 0.73 },
  { currency: 'AUD', country: 'AU', usdRate: 0.66 },
  { currency: 'CHF', country: 'CH', usdRate: 1.12 },
] as const;

export const NAME_STARTS = [
  'Vel', 'Quor', 'Zan', 'Orb', 'Tal', 'Bry', 'Kest', 'Lum', 'Mar', 'Nox', 'Pell', 'Rav', 'Sol', 'Thal', 'Ulv',
  'Vor', 'Wyn', 'Xer', 'Yal', 'Zel', 'Ard', 'Brim', 'Cor', 'Dra', 'Eld', 'Fen', 'Gal', 'Hal', 'Ist', 'Jor',
  'Kal', 'Lor', 'Mir', 'Nev', 'Ost', 'Pry', 'Quel', 'Rho', 'Syl', 'Tor',
] as const;

export const NAME_ENDS = [
  'ora', 'ex', 'ian', 'ium', 'tek', 'wyn', 'ara', 'ith', 'ova', 'aris', 'en', 'ix', 'ond', 'umbra', 'eth',
  'ane', 'orra', 'ique', 'ant', 'usk',
] as const;

export const CORPORATE_SUFFIXES = ['Inc.', 'Corp.', 'Group', 'Holdings Inc.', 'plc', 'Ltd.', 'Co.'] as const;

export const FUND_FAMILIES = ['Lumenward', 'Brightmoor', 'Harrowgate', 'Stillwater Quay', 'Northvale', 'Copperline'] as const;

export const FUND_THEMES = [
  'Total Market', 'Large Cap Growth', 'Large Cap Value', 'Small Cap', 'Dividend Income', 'Quality Factor',
  'Momentum', 'Low Volatility', 'Equal Weight', 'International Developed',
] as const;

/** Tickers of well-known real companies and funds that the generator must never produce. */
export const RESERVED_TICKERS = new Set([
  'AAPL', 'MSFT', 'AMZN', 'GOOG', 'GOOGL', 'META', 'TSLA', 'NVDA', 'BRK', 'JPM', 'JNJ', 'V', 'MA', 'WMT', 'PG',
  'XOM', 'CVX', 'KO', 'PEP', 'DIS', 'NFLX', 'INTC', 'AMD', 'IBM', 'ORCL', 'CSCO', 'BA', 'GE', 'F', 'GM', 'T',
  'VZ', 'SPY', 'QQQ', 'IWM', 'DIA', 'VTI', 'VOO', 'BND', 'GLD', 'ARKK', 'VFIAX', 'FXAIX',
]);

export const FIRST_NAMES = ['Avery', 'Jordan', 'Morgan', 'Riley', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emery', 'Sasha', 'Dana', 'Robin'] as const;
export const LAST_NAMES = ['Calloway', 'Brennick', 'Ashdown', 'Whitlock', 'Marlowe', 'Pennington', 'Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Vasquez', 'Hollis'] as const;
export const EXECUTIVE_TITLES = [
  'Chief Executive Officer', 'Chief Financial Officer', 'Chief Operating Officer', 'General Counsel', 'Chief Technology Officer',
] as const;
