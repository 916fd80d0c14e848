/**
 * The XBRL coverage report (docs/xbrl-concepts.md): the concept table of
 * server/providers/market/sec/xbrl-concepts.ts, then, for every recorded companyfacts file,
 * each statement line per fiscal year with its value and the concept that filled it. Written by
 * `npm run xbrl:coverage`; the coverage test checks the file is what this renders.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { statementsFromCompanyFacts } from '../../server/providers/market/sec/sec-facts';
import { XBRL_LINES, type StatementKind } from '../../server/providers/market/sec/xbrl-concepts';
import type { AnnualStatements } from '../../server/providers/market/types';
import { SHARED_RECORDINGS_DIR } from './recorded-server';

export const COMPANYFACTS_DIR = join(SHARED_RECORDINGS_DIR, 'sec', 'data.sec.gov', 'api', 'xbrl', 'companyfacts');
const YEARS = 30;

const STATEMENTS: ReadonlyArray<readonly [StatementKind, string]> = [
  ['income', 'Income statement'],
  ['balance', 'Balance sheet'],
  ['cashFlow', 'Cash flow'],
];

export interface CoverageCell {
  value: number | null;
  concept: string | null;
}

/** Every recorded company's statements: file name → company name and annual statements. */
export function recordedCompanies(): Array<{ file: string; name: string; statements: AnnualStatements }> {
  return readdirSync(COMPANYFACTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const body = JSON.parse(readFileSync(join(COMPANYFACTS_DIR, file), 'utf8')) as { entityName?: string };
      return { file, name: body.entityName ?? file, statements: statementsFromCompanyFacts(body, YEARS) };
    });
}

type Row = Record<string, unknown> & { fiscalYear: string; xbrlTags?: Record<string, string> };

/** line → fiscal year → the value and the concept it came from. */
export function coverage(statements: AnnualStatements, kind: StatementKind): Map<string, Map<string, CoverageCell>> {
  const rows = statements[kind] as unknown as Row[];
  const lines = new Map<string, Map<string, CoverageCell>>();
  // The table's lines, then the ones derived from them (gross profit, total debt, free cash flow).
  const fields = new Set(Object.keys(XBRL_LINES[kind]));
  for (const row of rows) for (const field of Object.keys(row.xbrlTags ?? {})) fields.add(field);
  for (const field of fields) {
    const years = new Map<string, CoverageCell>();
    for (const row of rows) {
      const value = row[field];
      years.set(row.fiscalYear, { value: typeof value === 'number' ? value : null, concept: row.xbrlTags?.[field] ?? null });
    }
    lines.set(field, years);
  }
  return lines;
}

const millions = (value: number, perShareOrShares: boolean) =>
  perShareOrShares ? String(value) : (value / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 });

function conceptTable(): string[] {
  const out = ['| statement | line | us-gaap concepts, in order | ifrs-full concepts, in order |', '| --- | --- | --- | --- |'];
  for (const [kind, title] of STATEMENTS)
    for (const [line, concepts] of Object.entries(XBRL_LINES[kind]))
      out.push(`| ${title} | ${line} | ${concepts.usGaap.join(', ') || '—'} | ${concepts.ifrsFull.join(', ') || '—'} |`);
  return out;
}

function companySection(company: ReturnType<typeof recordedCompanies>[number]): string[] {
  const out = [`## ${company.name} (${company.file})`, ''];
  for (const [kind, title] of STATEMENTS) {
    const years = (company.statements[kind] as unknown as Row[]).map((row) => row.fiscalYear);
    out.push(
      `### ${title}`,
      '',
      `| line | ${years.map((year) => `FY${year}`).join(' | ')} |`,
      `| --- |${years.map(() => ' ---: |').join('')}`,
    );
    for (const [line, byYear] of coverage(company.statements, kind)) {
      const unit = XBRL_LINES[kind][line]?.unit;
      const cells = years.map((year) => {
        const cell = byYear.get(year);
        return cell?.value == null ? '—' : `${millions(cell.value, unit !== undefined)} \`${cell.concept ?? 'derived'}\``;
      });
      out.push(`| ${line} | ${cells.join(' | ')} |`);
    }
    out.push('');
  }
  return out;
}

/** The whole report as markdown. */
export function renderCoverage(): string {
  const companies = recordedCompanies();
  return [
    '# XBRL concepts of every statement line, and what they fill',
    '',
    'Written by `npm run xbrl:coverage` from `server/providers/market/sec/xbrl-concepts.ts` and the',
    'recorded SEC companyfacts (`../shared/recorded/sec/data.sec.gov/api/xbrl/companyfacts/`); the',
    'coverage test fails when this file is not what they give.',
    '',
    'For every period the concepts of a line are tried in order; the first one the reports give',
    'for that period fills the line (the latest report of the period wins, an annual report over a',
    'quarterly one). A concept written `A + B` or `A - B` is a line derived from two tagged ones.',
    'Amounts are in millions of the reporting currency; per-share figures and share counts are',
    'whole, adjusted for the stock splits after the report they come from.',
    '',
    ...conceptTable(),
    '',
    ...companies.flatMap(companySection),
  ].join('\n');
}
