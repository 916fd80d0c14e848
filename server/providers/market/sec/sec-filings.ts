/** Submissions (data.sec.gov/submissions/CIK##########.json) → periodic reports (10-K, 10-Q, 20-F), archive paths, profile. */
import { isRow, str, type Row } from '../parse';
import { providerError } from '../provider-http';
import type { ProviderProfile, TenKFilingRef } from '../types';

type RecentFilings = Record<'accessionNumber' | 'form' | 'filingDate' | 'reportDate' | 'primaryDocument', unknown[]>;

const DAY_MS = 86_400_000;

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

/** The fiscal year end (month and day, 'MMDD') the submissions give, else that of the latest 10-K, else 31 December. */
function fiscalYearEndOf(submissions: unknown, recent: RecentFilings): string {
  const given = isRow(submissions) ? str(submissions.fiscalYearEnd) : null;
  if (given && /^\d{4}$/.test(given)) return given;
  const annual = recent.form.findIndex((form) => form === '10-K' || form === '20-F');
  const reportDate = str(recent.reportDate[annual]);
  return reportDate ? reportDate.slice(5, 7) + reportDate.slice(8, 10) : '1231';
}

/**
 * The fiscal year and quarter of a quarterly report ending on `reportDate`: the fiscal year is the
 * one whose end follows it (named as fiscalYearOfPeriodEnd names it), the quarter is counted back
 * from that end (a 52/53-week year ends within a week of the given day).
 */
export function fiscalQuarterOf(reportDate: string, fiscalYearEnd: string): { fiscalYear: number; fiscalPeriod: string } {
  const report = Date.parse(`${reportDate}T00:00:00Z`);
  const endIn = (year: number) => Date.parse(`${year}-${fiscalYearEnd.slice(0, 2)}-${fiscalYearEnd.slice(2, 4)}T00:00:00Z`);
  let year = Number(reportDate.slice(0, 4));
  if (report > endIn(year) + 7 * DAY_MS) year += 1;
  const end = new Date(endIn(year)).toISOString().slice(0, 10);
  const quartersLeft = Math.round((endIn(year) - report) / (91 * DAY_MS));
  return { fiscalYear: fiscalYearOfPeriodEnd(end), fiscalPeriod: `Q${Math.min(3, Math.max(1, 4 - quartersLeft))}` };
}

/** The reports of the given forms listed in the submissions, newest first; `url` is built by the caller's base. */
export function periodicFilings(
  submissions: unknown,
  cik: number,
  urlOf: (path: string) => string,
  forms: readonly string[] = ['10-K'],
): TenKFilingRef[] {
  const recent = recentFilings(submissions);
  const fiscalYearEnd = fiscalYearEndOf(submissions, recent);
  const filings: TenKFilingRef[] = [];
  recent.form.forEach((form, index) => {
    const accession = str(recent.accessionNumber[index]);
    const primaryDocument = str(recent.primaryDocument[index]);
    const filedAt = str(recent.filingDate[index]);
    if (typeof form !== 'string' || !forms.includes(form) || !accession || !primaryDocument || !filedAt) return;
    const reportDate = str(recent.reportDate[index]);
    const period =
      form === '10-Q'
        ? fiscalQuarterOf(reportDate ?? filedAt, fiscalYearEnd)
        : { fiscalYear: fiscalYearOfPeriodEnd(reportDate ?? filedAt), fiscalPeriod: 'FY' };
    filings.push({
      accession,
      form,
      ...period,
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
