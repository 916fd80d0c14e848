/**
 * Figures of a part of the company (a segment, product or region) as the filings report them in
 * inline XBRL, and their citations: shared by the offline engine, which answers with them, and
 * the service that verifies what an answer cites.
 */
import type { Citation, SegmentFigure } from '../../../../generated/model';
import { filingPeriodName } from '../../../../common/filing-item-key';

const METRIC_WORDS: Record<SegmentFigure['metric'], string> = { revenue: 'revenue', operatingIncome: 'operating income' };

/** 'Greater China revenue, FY2024' (a quarter's: 'Greater China revenue, Q3 FY2025'). */
export function segmentFigureName(figure: SegmentFigure): string {
  return `${figure.label} ${METRIC_WORDS[figure.metric]}, ${filingPeriodName(figure)}`;
}

/** A `segment` citation of a figure: its filing, concept, member and period. */
export function segmentCitation(symbol: string, figure: SegmentFigure): Citation {
  return {
    kind: 'segment',
    label: `${segmentFigureName(figure)} (${figure.form} ${figure.accession}, ${figure.concept})`,
    href: `/stock/${encodeURIComponent(symbol)}/statements`,
    accession: figure.accession,
    xbrlTag: figure.concept,
    member: figure.member,
    lineItem: figure.metric,
    period: figure.periodEnd,
    year: figure.fiscalYear,
    fiscalPeriod: figure.fiscalPeriod,
  };
}

/** The stored figure a segment citation names, if any. */
export function citedSegmentFigure(citation: Citation, figures: readonly SegmentFigure[]): SegmentFigure | undefined {
  if (citation.kind !== 'segment') return undefined;
  return figures.find(
    (figure) =>
      figure.accession === citation.accession &&
      figure.concept === citation.xbrlTag &&
      figure.member === citation.member &&
      figure.metric === citation.lineItem &&
      figure.periodEnd === citation.period,
  );
}

/** A name as compared: '&' read as 'and', runs of spaces as one. */
function comparable(text: string): string {
  return text.replace(/\s*&\s*/g, ' and ').replace(/\s+/g, ' ');
}

/** The names a label goes by: itself, and without a remark in brackets ('China (including Hong Kong)' → 'China'). */
function namesOf(label: string): string[] {
  const short = label.replace(/\s*\([^)]*\)/g, '').trim();
  return short && short !== label ? [label, short] : [label];
}

/** Whether `text` names `label` as a whole word, or its plural ('iPhones', 'Macs'); case aside unless `exactCase`. */
function namesWord(text: string, label: string, exactCase: boolean): boolean {
  const within = comparable(text);
  return namesOf(label).some((name) => {
    const escaped = comparable(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w])${escaped}(?:e?s)?(?![\\w])`, exactCase ? '' : 'i').test(within);
  });
}

/**
 * Whether `text` names the part `label` as a whole word ('Greater China', 'iPhone', 'iPhones'), case
 * aside; '&' and 'and' alike ('Compute & Networking'), and a label's remark in brackets may be left out.
 */
export function namesPart(text: string, label: string): boolean {
  return namesWord(text, label, false);
}

/**
 * The part of the company a question names by its filings' own label: the longest named, or null.
 * In any case ('gaming revenue') when `anyCase`, else only as the filings write it and not as the
 * question's first word ('How much did Services earn?', but not 'Compute the margin'). The
 * company's own name is not a part.
 */
export function partNamedIn(question: string, figures: readonly SegmentFigure[], companyName = '', anyCase = true): string | null {
  const labels = [...new Set(figures.map((figure) => figure.label))].filter((label) => !namesPart(companyName, label));
  const afterFirstWord = question.replace(/^\s*\S+/, ' ');
  const named = labels.filter((label) => (anyCase ? namesPart(question, label) : namesWord(afterFirstWord, label, true)));
  return named.sort((a, b) => b.length - a.length)[0] ?? null;
}
