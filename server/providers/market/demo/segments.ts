/**
 * The demo filings' segment note, in inline XBRL like a real filing's: revenue and operating
 * income by business segment (named after the company's sector), revenue by products and services
 * and by region. A 10-K's covers its year and the two before, a 10-Q's its quarter and the same
 * quarter a year before. The parts add up to the company's own revenue and operating income;
 * their shares drift a little from period to period.
 */
import { filingPeriodName } from '../../../../common/filing-item-key';
import { escapeHtml } from '../../../lib/html';
import type { IncomeStatement } from '../../../../generated/model';
import { unit } from './random';
import type { DemoCompany } from './universe';

interface Member {
  dimension: string;
  member: string;
  label: string;
}

const YEARS_SHOWN = 3;
const DAY_MS = 86_400_000;

function segmentsOf(company: DemoCompany): Member[] {
  const nouns = company.sector.nouns;
  const count = 2 + (company.index % 2);
  const first = company.index % nouns.length;
  return Array.from({ length: count }, (_, i) => nouns[(first + i * 3) % nouns.length] ?? 'Other').map((noun) => ({
    dimension: 'us-gaap:StatementBusinessSegmentsAxis',
    member: `demo:${noun.replace(/\W/g, '')}SegmentMember`,
    label: noun,
  }));
}

const PRODUCTS: Member[] = [
  { dimension: 'srt:ProductOrServiceAxis', member: 'us-gaap:ProductMember', label: 'Products' },
  { dimension: 'srt:ProductOrServiceAxis', member: 'us-gaap:ServiceMember', label: 'Services' },
];

function regionsOf(company: DemoCompany): Member[] {
  const home = company.country === 'US' ? 'United States' : new Intl.DisplayNames(['en'], { type: 'region' }).of(company.country);
  const geography = 'srt:StatementGeographicalAxis';
  return [
    { dimension: geography, member: `country:${company.country}`, label: home ?? company.country },
    { dimension: geography, member: 'srt:EuropeMember', label: 'Europe' },
    { dimension: geography, member: 'srt:AsiaPacificMember', label: 'Asia Pacific' },
    { dimension: geography, member: 'demo:RestOfWorldMember', label: 'Rest of world' },
  ].filter((region, i, all) => all.findIndex((other) => other.label === region.label) === i);
}

/** Splits `total` (in millions) into parts by deterministic shares; the last part takes the remainder, so they add up. */
function split(total: number, count: number, company: DemoCompany, salt: number, year: number): number[] {
  const weights = Array.from({ length: count }, (_, i) => 0.5 + unit(company.index, salt + i) + 0.15 * unit(company.index, salt + i, year));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.slice(0, -1).map((weight) => Math.round((total * weight) / sum));
  return [...parts, total - parts.reduce((a, b) => a + b, 0)];
}

/** A period's first day: the day after the period before ends, else a year (or, for a quarter, 91 days) before its end. */
function periodStart(rows: IncomeStatement[], index: number, days = 364): string {
  const prior = rows[index + 1]?.date;
  const from = prior ? Date.parse(`${prior}T00:00:00Z`) + DAY_MS : Date.parse(`${rows[index]?.date}T00:00:00Z`) - days * DAY_MS;
  return new Date(from).toISOString().slice(0, 10);
}

/** One column of the note: a period's income statement and its first day. */
interface NotePeriod {
  row: IncomeStatement;
  start: string;
}

/** The segment note of the 10-K whose income statement is `rows[index]` (rows newest first). */
export function segmentNoteOf(company: DemoCompany, rows: IncomeStatement[], index: number, currency: string): string {
  const periods = rows.slice(index, index + YEARS_SHOWN).map((row, i) => ({ row, start: periodStart(rows, index + i) }));
  return noteOf(company, periods, { form: '10-K', period: 'FY' }, currency);
}

/** The segment note of the 10-Q whose income statement is `quarters[index]` (all quarters, newest first): that quarter and the same one a year before. */
export function quarterlySegmentNoteOf(company: DemoCompany, quarters: IncomeStatement[], index: number, currency: string): string {
  const current = quarters[index];
  if (!current) return '';
  const periods = [
    index,
    quarters.findIndex((row) => row.period === current.period && Number(row.fiscalYear) === Number(current.fiscalYear) - 1),
  ]
    .filter((at) => at >= 0)
    .map((at) => ({ row: quarters[at] as IncomeStatement, start: periodStart(quarters, at, 91) }));
  return noteOf(company, periods, { form: '10-Q', period: current.period ?? 'Q1' }, currency);
}

const millions = (value: number) => Math.abs(value).toLocaleString('en-US');

function noteOf(company: DemoCompany, periods: NotePeriod[], filing: { form: string; period: string }, currency: string): string {
  const shown = periods.filter(({ row }) => row.revenue !== null && row.revenue !== undefined);
  const years = shown.map(({ row }) => row);
  const current = periods[0]?.row;
  if (!current || years.length === 0) return '';
  const contexts: string[] = [];
  const contextOf = (year: number, member: Member | null) => {
    const row = years[year] as IncomeStatement;
    const id = `c${year}${member ? `-${member.member.replace(/\W/g, '_')}` : ''}`;
    if (!contexts.some((context) => context.includes(`id="${id}"`))) {
      const segment = member
        ? `<xbrli:segment><xbrldi:explicitMember dimension="${member.dimension}">${member.member}</xbrldi:explicitMember></xbrli:segment>`
        : '';
      contexts.push(
        `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">${company.cik}</xbrli:identifier>${segment}</xbrli:entity>` +
          `<xbrli:period><xbrli:startDate>${shown[year]?.start}</xbrli:startDate><xbrli:endDate>${row.date}</xbrli:endDate></xbrli:period></xbrli:context>`,
      );
    }
    return id;
  };
  const fact = (concept: string, year: number, member: Member, value: number) =>
    `<ix:nonFraction name="${concept}" contextRef="${contextOf(year, member)}" unitRef="money" decimals="-6" scale="6" format="ixt:num-dot-decimal"${value < 0 ? ' sign="-"' : ''}>${millions(value)}</ix:nonFraction>`;

  const tableRows: string[] = [];
  const axis = (title: string, members: Member[], salt: number, withOperatingIncome: boolean) => {
    const revenue = years.map((row, year) => split(Math.round((row.revenue ?? 0) / 1e6), members.length, company, salt, year));
    const income = years.map((row, year) => split(Math.round((row.operatingIncome ?? 0) / 1e6), members.length, company, salt, year));
    tableRows.push(`<tr><td><b>${escapeHtml(title)}</b></td>${years.map(() => '<td></td>').join('')}</tr>`);
    members.forEach((member, i) => {
      const cells = (values: number[][], concept: string) =>
        years.map((_, year) => `<td>${fact(concept, year, member, values[year]?.[i] ?? 0)}</td>`).join('');
      tableRows.push(`<tr><td>${escapeHtml(member.label)}</td>${cells(revenue, 'us-gaap:Revenues')}</tr>`);
      if (withOperatingIncome) tableRows.push(`<tr><td>Operating income</td>${cells(income, 'us-gaap:OperatingIncomeLoss')}</tr>`);
    });
  };
  axis('Revenue and operating income by segment', segmentsOf(company), 11, true);
  axis('Revenue by products and services', PRODUCTS, 23, false);
  axis('Revenue by region', regionsOf(company), 37, false);
  const document = contextOf(0, null);
  const cover = [
    ['dei:DocumentType', filing.form],
    ['dei:DocumentFiscalYearFocus', String(current.fiscalYear)],
    ['dei:DocumentFiscalPeriodFocus', filing.period],
  ]
    .map(([name, text]) => `<ix:nonNumeric name="${name}" contextRef="${document}">${text}</ix:nonNumeric>`)
    .join('');
  const header =
    `<div style="display:none"><ix:header><ix:hidden>${cover}</ix:hidden><ix:resources>${contexts.join('')}` +
    `<xbrli:unit id="money"><xbrli:measure>iso4217:${currency}</xbrli:measure></xbrli:unit></ix:resources></ix:header></div>`;
  const label = (row: IncomeStatement) => filingPeriodName({ fiscalYear: row.fiscalYear, fiscalPeriod: filing.period });
  const heading = `<tr><td>(${currency} millions)</td>${years.map((row) => `<td>${label(row)}</td>`).join('')}</tr>`;
  return `${header}\n<p>Segment information</p>\n<table>${heading}${tableRows.join('')}</table>`;
}
