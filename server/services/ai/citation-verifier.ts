/**
 * Checks every citation of a drafted answer against its source before the answer is stored:
 * a statement citation must name a line that the statements report for that period (with the
 * same XBRL tag when one is given; a quarter's, in the quarterly statements); a filing
 * citation's quote must be present, word for word (whitespace aside), in the cited passage; a
 * company citation must name a fact the company page held; a segment citation must name a
 * stored segment figure (filing, concept, member, period). Citations that fail are dropped and
 * reported.
 */
import type { Citation } from '../../../generated/model';
import { type CitedStatements, statementsCited } from './claims/statement-values';
import { normalizeSpace } from '../filings/html-blocks';
import { statementRowOf } from './statement-rows';

export interface CitationSources extends CitedStatements {
  /** The text of a passage of a filing, when stored. */
  passageText: (accession: string, passageId: string) => string | undefined;
  /** Whether the company page held this fact when the answer was drafted. */
  companyFact?: (lineItem: string) => boolean;
  /** Whether a segment citation names a stored segment figure. */
  segmentFigure?: (citation: Citation) => boolean;
}

export interface VerifiedCitations {
  verified: Citation[];
  rejected: Array<{ citation: Citation; reason: string }>;
}

/** Whether `quote` occurs in `text`, comparing with whitespace collapsed. */
export function quoteIsIn(quote: string, text: string): boolean {
  const needle = normalizeSpace(quote);
  return needle.length > 0 && normalizeSpace(text).includes(needle);
}

function checkStatement(citation: Citation, sources: CitationSources): string | null {
  const statements = statementsCited(citation, sources);
  if (!statements) return 'no statements are stored';
  if (!citation.lineItem || !citation.period) return 'names no line or period';
  const row = statementRowOf(statements, citation);
  if (!row) return `no ${citation.fiscalPeriod ? `${citation.fiscalPeriod} ` : ''}${citation.statement} statement for ${citation.period}`;
  const value = row[citation.lineItem];
  if (typeof value !== 'number') return `${citation.lineItem} is not reported for ${citation.period}`;
  const tag = row.xbrlTags?.[citation.lineItem];
  if (citation.xbrlTag && citation.xbrlTag !== tag) return `XBRL tag ${citation.xbrlTag} does not match ${tag ?? 'none'}`;
  return null;
}

function checkFiling(citation: Citation, sources: CitationSources): string | null {
  if (!citation.accession || !citation.passageId) return 'names no filing or passage';
  const text = sources.passageText(citation.accession, citation.passageId);
  if (text === undefined) return `passage ${citation.passageId} of ${citation.accession} is not stored`;
  if (!citation.quote || !quoteIsIn(citation.quote, text)) return 'the quote is not in the passage';
  return null;
}

/** Splits citations into those their sources confirm and those they do not (with the reason). */
export function verifyCitations(citations: Citation[], sources: CitationSources): VerifiedCitations {
  const result: VerifiedCitations = { verified: [], rejected: [] };
  for (const citation of citations) {
    const reason =
      citation.kind === 'statement'
        ? checkStatement(citation, sources)
        : citation.kind === 'company'
          ? sources.companyFact?.(citation.lineItem ?? '')
            ? null
            : `the company page holds no ${citation.lineItem ?? 'such fact'}`
          : citation.kind === 'segment'
            ? sources.segmentFigure?.(citation)
              ? null
              : `no stored segment figure of ${citation.member ?? 'that member'} in ${citation.accession ?? 'that filing'}`
            : checkFiling(citation, sources);
    if (reason) result.rejected.push({ citation, reason });
    else result.verified.push(citation);
  }
  return result;
}
