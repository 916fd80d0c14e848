import type { SegmentFigure } from '../../../../generated/model';
import type { StatementTable } from '../statements/statement-rows';
import { filingPeriodName } from '../../../../common/filing-item-key';

type Axis = SegmentFigure['axis'];

export interface SegmentTable {
  axis: Axis;
  title: string;
  /** What a row is: Segment, Product or service, Region. */
  rowHeading: string;
  table: StatementTable;
  /** The filings the shown figures come from, newest first. */
  filings: { accession: string; form: string | null; filedOn: string | null; url: string | null }[];
}

const TITLES: Record<Axis, string> = { segment: 'By segment', product: 'By product or service', geography: 'By region' };
const ROW_HEADINGS: Record<Axis, string> = { segment: 'Segment', product: 'Product or service', geography: 'Region' };
const AXES: readonly Axis[] = ['segment', 'product', 'geography'];
/** Periods shown side by side (newest first). */
const COLUMNS = 5;

/** The heading of a period's column: 'FY2024' or 'Q3 FY2024'. */
export function periodLabel(figure: Pick<SegmentFigure, 'fiscalYear' | 'fiscalPeriod'>): string {
  return filingPeriodName(figure);
}

function rowsOf(figures: SegmentFigure[], columns: string[], metric: SegmentFigure['metric']): StatementTable['rows'] {
  const ofMetric = figures.filter((f) => f.metric === metric);
  const members = [...new Set(ofMetric.map((f) => f.member))];
  const newest = (member: string) => ofMetric.find((f) => f.member === member && f.periodEnd === columns[0])?.value ?? -Infinity;
  return members
    .sort((a, b) => newest(b) - newest(a))
    .map((member) => {
      const cells = columns.map((end) => ofMetric.find((f) => f.member === member && f.periodEnd === end));
      return {
        type: 'value' as const,
        label: ofMetric.find((f) => f.member === member)?.label ?? member,
        kind: 'money' as const,
        values: cells.map((f) => f?.value),
        tags: cells.map((f) => (f ? `${f.concept} · ${f.member} · ${f.form ?? 'filing'} ${f.accession}` : undefined)),
        total: false,
      };
    });
}

/**
 * One table per axis (segments, products, regions): a row per member (largest first), a column
 * per period (newest first, at most five); segments add their operating income below.
 */
export function segmentTables(figures: SegmentFigure[]): SegmentTable[] {
  return AXES.flatMap((axis) => {
    const ofAxis = figures.filter((f) => f.axis === axis);
    const ends = [...new Set(ofAxis.map((f) => f.periodEnd))].sort((a, b) => b.localeCompare(a)).slice(0, COLUMNS);
    if (ends.length === 0) return [];
    const shown = ofAxis.filter((f) => ends.includes(f.periodEnd));
    const columns = ends.map((end) => {
      const first = shown.find((f) => f.periodEnd === end) as SegmentFigure;
      return { date: end, fiscalYear: String(first.fiscalYear), label: periodLabel(first) };
    });
    const income = rowsOf(shown, ends, 'operatingIncome');
    const rows = [
      ...rowsOf(shown, ends, 'revenue'),
      ...(income.length ? [{ type: 'section' as const, label: 'Operating income' }, ...income] : []),
    ];
    const filings = [...new Map(shown.map((f) => [f.accession, f])).values()]
      .sort((a, b) => (b.filedOn ?? '').localeCompare(a.filedOn ?? ''))
      .map(({ accession, form, filedOn, url }) => ({ accession, form, filedOn, url }));
    return [{ axis, title: TITLES[axis], rowHeading: ROW_HEADINGS[axis], table: { columns, rows }, filings }];
  });
}
