/** How the filings screens name a filing's period and an Item. */
import type { FilingSectionSummary, FilingSummary } from '../../generated/model';

/** 'FY2024' for an annual report, 'Q3 FY2025' for a quarterly one. */
export function fiscalPeriodLabel(filing: Pick<FilingSummary, 'fiscalYear' | 'fiscalPeriod'>): string {
  return filing.fiscalPeriod === 'FY' ? `FY${filing.fiscalYear}` : `${filing.fiscalPeriod} FY${filing.fiscalYear}`;
}

/** '10-Q Q3 FY2025'. */
export function filingLabel(filing: Pick<FilingSummary, 'form' | 'fiscalYear' | 'fiscalPeriod'>): string {
  return `${filing.form} ${fiscalPeriodLabel(filing)}`;
}

/** 'Item 1A' on a 10-K, 'Part II, Item 1A' on a 10-Q. */
export function itemLabel(section: Pick<FilingSectionSummary, 'part' | 'item'>): string {
  return section.part ? `Part ${section.part}, Item ${section.item}` : `Item ${section.item}`;
}

/** The label of an Item key: '1A' → 'Item 1A'; on a 10-Q, 'II-1A' → 'Part II, Item 1A'. */
export function itemKeyLabel(key: string): string {
  const match = /^(I|II)-(.+)$/.exec(key);
  return match?.[1] && match[2] ? itemLabel({ part: match[1] as 'I' | 'II', item: match[2] }) : itemLabel({ part: null, item: key });
}
