/**
 * One 10-K per demo company and fiscal year, with the standard Items (1 Business, 1A Risk
 * Factors, 7 MD&A, 7A Market Risk, 8 Financial Statements) written from the company's own numbers,
 * Item 8 ending with a segment note in inline XBRL (segments.ts); and a 10-Q for each of the first
 * three quarters of the years with quarters (Part I Items 1-4, Part II Items 1 and 1A), written
 * from the quarter's own numbers against the same quarter a year before.
 */
import { escapeHtml } from '../../../lib/html';
import type { FilingDocument, TenKFilingRef } from '../types';
import type { AnnualStatements } from '../types';
import { describeCompany } from './content';
import { quarterlySegmentNoteOf, segmentNoteOf } from './segments';
import { reportedOn } from '../splits';
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
    const filed = reportedOn(income.date, 'annual');
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

/** A 10-Q's accession: the 10-K's scheme, numbered 2 to 4 for the quarter after the 10-K's 1. */
function quarterlyAccessionOf(company: DemoCompany, fiscalYear: number, quarter: number): string {
  return `${company.cik}-${String(fiscalYear % 100).padStart(2, '0')}-${String(company.index * 10 + 1 + quarter).padStart(6, '0')}`;
}

/** A quarter's number (1 to 4) from its period ('Q3'). */
const quarterOf = (period: string | undefined): number => Number(period?.slice(1) ?? 0);

/** The 10-Qs: the first three quarters of each year with quarters (the fourth is the 10-K's), newest first. */
export function tenQFilingsOf(company: DemoCompany, statements: AnnualStatements): TenKFilingRef[] {
  return (statements.quarterly?.income ?? [])
    .filter((income) => quarterOf(income.period) <= 3)
    .map((income) => {
      const fiscalYear = Number(income.fiscalYear);
      const quarter = quarterOf(income.period);
      const accession = quarterlyAccessionOf(company, fiscalYear, quarter);
      return {
        accession,
        form: '10-Q',
        fiscalYear,
        fiscalPeriod: `Q${quarter}`,
        filedAt: reportedOn(income.date, 'quarter'),
        reportDate: income.date,
        primaryDocument: `${company.symbol.toLowerCase()}-${fiscalYear}q${quarter}x10q.htm`,
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

function change(current: number | null | undefined, prior: number | null | undefined, against = 'the prior year'): string {
  if (current == null || prior == null || prior === 0) return `not comparable with ${against}`;
  const percent = ((current - prior) / Math.abs(prior)) * 100;
  return `${percent >= 0 ? 'up' : 'down'} ${Math.abs(percent).toFixed(1)}% from ${against}`;
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
        `Competition: we compete with other ${company.industry.toLowerCase()} companies on price, product performance, service and the breadth of our offering; some of our competitors are larger and have greater resources than we do.`,
      ],
    ],
    [
      'Item 1A. Risk Factors',
      [
        `Our results depend on demand in ${company.sector.name.toLowerCase()} markets, which can change quickly.`,
        `Competition in the ${company.industry.toLowerCase()} industry could lower our prices and our share of the market.`,
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

/** The primary document of one 10-Q, or null when the company has no such filing. */
export function tenQDocumentOf(company: DemoCompany, statements: AnnualStatements, accession: string): FilingDocument | null {
  const ref = tenQFilingsOf(company, statements).find((filing) => filing.accession === accession);
  if (!ref) return null;
  const quarterly = statements.quarterly;
  const index = quarterly?.income.findIndex((row) => row.date === ref.reportDate) ?? -1;
  const income = quarterly?.income[index];
  const balance = quarterly?.balance[index];
  const cash = quarterly?.cashFlow[index];
  if (!quarterly || !income || !balance || !cash) return null;
  const yearBefore = quarterly.income.find((row) => row.period === income.period && Number(row.fiscalYear) === ref.fiscalYear - 1);
  const c = statements.currency;
  const quarterName = `the ${['first', 'second', 'third'][quarterOf(income.period) - 1] ?? ''} quarter of fiscal ${ref.fiscalYear}`;
  const newRisks = yearRisks(company, ref.fiscalYear).filter((risk) => !yearRisks(company, ref.fiscalYear - 1).includes(risk));
  const parts: Array<[string, Array<[string, string[]]>]> = [
    [
      'PART I. FINANCIAL INFORMATION',
      [
        [
          'Item 1. Financial Statements',
          [
            `For ${quarterName}, ended ${income.date}: revenue ${money(c, income.revenue)}; gross profit ${money(c, income.grossProfit)}; net income ${money(c, income.netIncome)}; diluted earnings per share ${income.epsDiluted ?? 'not reported'}.`,
            `Total assets were ${money(c, balance.totalAssets)} and stockholders' equity ${money(c, balance.totalStockholdersEquity)} at ${income.date}.`,
          ],
        ],
        [
          "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations",
          [
            `Revenue for ${quarterName} was ${money(c, income.revenue)}, ${change(income.revenue, yearBefore?.revenue, 'the same quarter a year before')}.`,
            `Operating income was ${money(c, income.operatingIncome)} and net income was ${money(c, income.netIncome)} for the quarter.`,
            `Operating cash flow for the quarter was ${money(c, cash.netCashProvidedByOperatingActivities)}.`,
          ],
        ],
        [
          'Item 3. Quantitative and Qualitative Disclosures About Market Risk',
          [`There have been no material changes to our market risk since our most recent annual report on Form 10-K.`],
        ],
        ['Item 4. Controls and Procedures', [`Our disclosure controls and procedures were effective as of ${income.date}.`]],
      ],
    ],
    [
      'PART II. OTHER INFORMATION',
      [
        ['Item 1. Legal Proceedings', ['We are not party to any legal proceeding we expect to have a material effect on our results.']],
        [
          'Item 1A. Risk Factors',
          [
            `There have been no material changes to the risk factors in our annual report on Form 10-K for fiscal ${ref.fiscalYear - 1}${newRisks.length > 0 ? ', except the following' : ''}.`,
            ...newRisks,
          ],
        ],
      ],
    ],
  ];
  // The segment note closes Part I Item 1, the financial statements, as Item 8's closes a 10-K.
  const segmentNote = quarterlySegmentNoteOf(company, quarterly.income, index, c);
  const itemHtml = (heading: string, paragraphs: string[]) =>
    `<h3>${heading}</h3>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}${heading.startsWith('Item 1. Financial') ? `\n${segmentNote}` : ''}`;
  const body = parts
    .map(([part, items]) => `<h2>${part}</h2>\n${items.map(([heading, paragraphs]) => itemHtml(heading, paragraphs)).join('\n')}`)
    .join('\n');
  const title = `${escapeHtml(company.name)} 10-Q ${income.period} ${ref.fiscalYear}`;
  const html = `<html><head><title>${title}</title></head><body>\n<h1>${escapeHtml(company.name)} - Quarterly Report on Form 10-Q for ${quarterName} (demo)</h1>\n${body}\n</body></html>`;
  return { accession, url: ref.url, html };
}
