/** How the filings screens name a filing's period and an Item. */
import type { FilingSectionSummary, FilingSummary } from '../../generated/model';
import { filingPeriodName, itemName } from '../../common/filing-item-key';

export { itemKeyName } from '../../common/filing-item-key';

/** 'FY2024' for an annual report, 'Q3 FY2025' for a quarterly one. */
export function fiscalPeriodLabel(filing: Pick<FilingSummary, 'fiscalYear' | 'fiscalPeriod'>): string {
  return filingPeriodName(filing);
}

/** '10-Q Q3 FY2025'. */
export function filingLabel(filing: Pick<FilingSummary, 'form' | 'fiscalYear' | 'fiscalPeriod'>): string {
  return `${filing.form} ${fiscalPeriodLabel(filing)}`;
}

/** 'Item 1A' on a 10-K, 'Part II, Item 1A' on a 10-Q. */
export function itemLabel(section: Pick<FilingSectionSummary, 'part' | 'item'>): string {
  return itemName(section);
}
