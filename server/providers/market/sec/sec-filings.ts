/** Submissions (data.sec.gov/submissions/CIK##########.json) → 10-K list, archive paths, profile. */
import { isRow, str, type Row } from '../parse';
import { providerError } from '../provider-http';
import type { ProviderProfile, TenKFilingRef } from '../types';

type RecentFilings = Record<'accessionNumber' | 'form' | 'filingDate' | 'reportDate' | 'primaryDocument', unknown[]>;

const ANNUAL_REPORT_FORMS = new Set(['10-K']);

function recentFilings(submissions: unknown): RecentFilings {
  const filings = isRow(submissions) && isRow(submissions.filings) ? submissions.filings.recent : null;
  if (!isRow(filings) || !Array.isArray(filings.accessionNumber) || !Array.isArray(filings.form)) {
    throw providerError('sec', 'bad_response', 'submissions without filings.recent');
  }
  const column = (name: string): unknown[] => (Array.isArray(filings[name]) ? (filings[name] as unknown[]) : []);
  return {
    accessionNumber: column('accessionNumber'),
    form: column('form'),
    filingDate: column('filingDate'),
    reportDate: column('reportDate'),
    primaryDocument: column('primaryDocument'),
  };
}

/**
 * The fiscal year a period ending on `date` is named after. A 52/53-week year that ends in the
 * first days of January belongs to the year before (it ended "on the Saturday nearest December 31").
 */
export function fiscalYearOfPeriodEnd(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return month === 1 && day <= 7 ? year - 1 : year;
}

/** The path of a filing document under www.sec.gov. */
export function archivePath(cik: number, accession: string, document: string): string {
  return `/Archives/edgar/data/${cik}/${accession.replace(/-/g, '')}/${document}`;
}

/** 10-K filings listed in the submissions, newest first; `url` is built by the caller's base. */
export function tenKFilings(submissions: unknown, cik: number, urlOf: (path: string) => string): TenKFilingRef[] {
  const recent = recentFilings(submissions);
  const filings: TenKFilingRef[] = [];
  recent.form.forEach((form, index) => {
    const accession = str(recent.accessionNumber[index]);
    const primaryDocument = str(recent.primaryDocument[index]);
    const filedAt = str(recent.filingDate[index]);
    if (typeof form !== 'string' || !ANNUAL_REPORT_FORMS.has(form) || !accession || !primaryDocument || !filedAt) return;
    const reportDate = str(recent.reportDate[index]);
    filings.push({
      accession,
      fiscalYear: fiscalYearOfPeriodEnd(reportDate ?? filedAt),
      filedAt,
      reportDate,
      primaryDocument,
      url: urlOf(archivePath(cik, accession, primaryDocument)),
    });
  });
  return filings.sort((a, b) => b.filedAt.localeCompare(a.filedAt));
}

function businessAddress(submissions: Row): Row | null {
  const addresses = submissions.addresses;
  return isRow(addresses) && isRow(addresses.business) ? addresses.business : null;
}

/** EDGAR gives a US state code for domestic addresses and a country for foreign ones. */
function countryOf(address: Row): string | null {
  if (address.isForeignLocation === 1) return str(address.countryCode) ?? str(address.country) ?? str(address.stateOrCountryDescription);
  return str(address.stateOrCountry) ? 'US' : null;
}

/** What the submissions say about the company; SEC has no prices, officers or descriptions. */
export function profileFromSubmissions(submissions: unknown, symbol: string, cik: number): ProviderProfile {
  if (!isRow(submissions)) throw providerError('sec', 'bad_response', 'submissions is not an object');
  const exchanges = Array.isArray(submissions.exchanges) ? submissions.exchanges : [];
  const address = businessAddress(submissions);
  return {
    symbol,
    companyName: str(submissions.name) ?? symbol,
    type: 'stock',
    description: str(submissions.description),
    sector: null,
    industry: str(submissions.sicDescription),
    exchange: str(exchanges[0]),
    exchangeFullName: null,
    website: str(submissions.website),
    currency: 'USD',
    country: address ? countryOf(address) : null,
    ceo: null,
    image: null,
    ipoDate: null,
    employees: null,
    beta: null,
    lastDividend: null,
    sharesOutstanding: null,
    cik: String(cik).padStart(10, '0'),
  };
}
