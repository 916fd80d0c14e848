/**
 * One 10-K per demo company and fiscal year, with the standard Items (1 Business, 1A Risk
 * Factors, 7 MD&A, 7A Market Risk, 8 Financial Statements) written from the company's own numbers,
 * Item 8 ending with a segment note in inline XBRL (segments.ts).
 */
import { escapeHtml } from '../../../lib/html';
import type { FilingDocument, TenKFilingRef } from '../types';
import type { AnnualStatements } from '../types';
import { describeCompany } from './content';
import { segmentNoteOf } from './segments';
import type { DemoCompany } from './universe';

/** The demo's filings exist nowhere else: the app serves them (GET /companies/{symbol}/filings/{accession}/document). */
const documentPath = (symbol: string, accession: string) => `/api/v1/companies/${encodeURIComponent(symbol)}/filings/${accession}/document`;

/** The accession number of a company's 10-K for a fiscal year (0000000000-YY-NNNNNN). */
function accessionOf(company: DemoCompany, fiscalYear: number): string {
  return `${company.cik}-${String((fiscalYear + 1) % 100).padStart(2, '0')}-${String(company.index * 10 + 1).padStart(6, '0')}`;
}

export function tenKFilingsOf(company: DemoCompany, statements: AnnualStatements, limit: number): TenKFilingRef[] {
  return statements.income.slice(0, limit).map((income) => {
    const fiscalYear = Number(income.fiscalYear);
    const accession = accessionOf(company, fiscalYear);
    const filed = new Date(Date.parse(`${income.date}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
    const primaryDocument = `${company.symbol.toLowerCase()}-${fiscalYear}x10k.htm`;
    return {
      accession,
      form: '10-K',
      fiscalYear,
      fiscalPeriod: 'FY',
      filedAt: filed,
      reportDate: income.date,
      primaryDocument,
      url: documentPath(company.symbol, accession),
    };
  });
}

function money(currency: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'not reported';
  const millions = value / 1e6;
  const text = `${currency} ${Math.abs(millions).toLocaleString('en-US', { maximumFractionDigits: 1 })} million`;
  return millions < 0 ? `a loss of ${text}` : text;
}

function change(current: number | null | undefined, prior: number | null | undefined): string {
  if (current == null || prior == null || prior === 0) return 'not comparable with the prior year';
  const percent = ((current - prior) / Math.abs(prior)) * 100;
  return `${percent >= 0 ? 'up' : 'down'} ${Math.abs(percent).toFixed(1)}% from the prior year`;
}

/** Risks a demo company starts to name in some year and keeps naming (so 'What changed' shows new risk factors). */
const EMERGING_RISKS = [
  'New export controls may restrict sales of our products in some countries.',
  'Cyberattacks on our systems or those of our suppliers could disrupt operations and expose customer data.',
  'New rules on artificial intelligence could raise our compliance costs and limit how we use data.',
  'Climate-related rules could require new disclosures and capital spending.',
  'A few large customers account for a growing share of our revenue, which weakens our pricing power.',
  'Tariffs on imported components could raise our cost of revenue.',
];

/** The risk factors beyond the standing ones that a company names for a fiscal year. */
function yearRisks(company: DemoCompany, fiscalYear: number): string[] {
  const emerging = EMERGING_RISKS.filter((_, i) => fiscalYear >= 2019 + ((company.index * 5 + i * 3) % 7));
  // A risk named for a few years only, then dropped.
  const pandemic =
    fiscalYear >= 2020 && fiscalYear <= 2022 ? ['A pandemic could close our sites and disrupt our supply chain and customer demand.'] : [];
  return [...pandemic, ...emerging];
}

/** The primary document of one 10-K, or null when the company has no such filing. */
export function tenKDocumentOf(company: DemoCompany, statements: AnnualStatements, accession: string): FilingDocument | null {
  const index = statements.income.findIndex((row) => accessionOf(company, Number(row.fiscalYear)) === accession);
  const income = statements.income[index];
  const balance = statements.balance[index];
  const cash = statements.cashFlow[index];
  if (!income || !balance || !cash) return null;
  const prior = statements.income[index + 1];
  const c = statements.currency;
  const ref = tenKFilingsOf(company, statements, index + 1)[index];
  const sections: Array<[string, string[]]> = [
    [
      'Item 1. Business',
      [
        describeCompany(company),
        `In fiscal ${income.fiscalYear} the company employed about ${company.employees.toLocaleString('en-US')} people and served customers in the ${company.industry} industry.`,
      ],
    ],
    [
      'Item 1A. Risk Factors',
      [
        `Our results depend on demand in ${company.sector.name.toLowerCase()} markets, which can change quickly.`,
        `We carry total debt of ${money(c, balance.totalDebt)}; higher interest rates would raise our interest expense of ${money(c, income.interestExpense)}.`,
        company.currency === 'USD'
          ? 'We report in US dollars.'
          : `We report in ${company.currency}; changes in exchange rates against the US dollar affect our reported results.`,
        ...yearRisks(company, Number(income.fiscalYear)),
      ],
    ],
    [
      "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
      [
        `Revenue for fiscal ${income.fiscalYear} was ${money(c, income.revenue)}, ${change(income.revenue, prior?.revenue)}.`,
        `Operating income was ${money(c, income.operatingIncome)} and net income was ${money(c, income.netIncome)}; diluted earnings per share were ${income.epsDiluted ?? 'not reported'}.`,
        `Operating cash flow was ${money(c, cash.netCashProvidedByOperatingActivities)} and free cash flow was ${money(c, cash.freeCashFlow)}.`,
      ],
    ],
    [
      'Item 7A. Quantitative and Qualitative Disclosures About Market Risk',
      [
        `We hold cash and short-term investments of ${money(c, (balance.cashAndCashEquivalents ?? 0) + (balance.shortTermInvestments ?? 0))}, exposed to interest-rate changes.`,
      ],
    ],
    [
      'Item 8. Financial Statements and Supplementary Data',
      [
        `Total assets were ${money(c, balance.totalAssets)}, total liabilities ${money(c, balance.totalLiabilities)} and stockholders' equity ${money(c, balance.totalStockholdersEquity)} at ${income.date}.`,
        `Revenue ${money(c, income.revenue)}; cost of revenue ${money(c, income.costOfRevenue)}; gross profit ${money(c, income.grossProfit)}; net income ${money(c, income.netIncome)}.`,
      ],
    ],
  ];
  const body = sections
    .map(([heading, paragraphs]) => `<h2>${heading}</h2>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}`)
    .join('\n');
  const segmentNote = segmentNoteOf(company, statements.income, index, c);
  const html = `<html><head><title>${escapeHtml(company.name)} 10-K ${income.fiscalYear}</title></head><body>\n<h1>${escapeHtml(company.name)} - Annual Report on Form 10-K for fiscal ${income.fiscalYear} (demo)</h1>\n${body}\n${segmentNote}\n</body></html>`;
  return { accession, url: ref?.url ?? '', html };
}
