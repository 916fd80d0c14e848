/**
 * The Items of the forms the product reads (10-K, 10-Q, 20-F), in the order the form prescribes,
 * with their standard titles. A 10-Q numbers its Items again in Part II, so its Items are keyed
 * by part and number ('I-2', 'II-1A').
 */

export type FilingForm = '10-K' | '10-Q' | '20-F';
export type FilingPart = 'I' | 'II';

const TEN_K: ReadonlyArray<[string, string]> = [
  ['1', 'Business'],
  ['1A', 'Risk Factors'],
  ['1B', 'Unresolved Staff Comments'],
  ['1C', 'Cybersecurity'],
  ['2', 'Properties'],
  ['3', 'Legal Proceedings'],
  ['4', 'Mine Safety Disclosures'],
  ['4A', 'Information About Our Executive Officers'],
  ['5', 'Market for Registrant’s Common Equity'],
  ['6', '[Reserved]'],
  ['7', 'Management’s Discussion and Analysis'],
  ['7A', 'Quantitative and Qualitative Disclosures About Market Risk'],
  ['8', 'Financial Statements and Supplementary Data'],
  ['9', 'Changes in and Disagreements with Accountants'],
  ['9A', 'Controls and Procedures'],
  ['9B', 'Other Information'],
  ['9C', 'Disclosure Regarding Foreign Jurisdictions that Prevent Inspections'],
  ['10', 'Directors, Executive Officers and Corporate Governance'],
  ['11', 'Executive Compensation'],
  ['12', 'Security Ownership of Certain Beneficial Owners and Management'],
  ['13', 'Certain Relationships and Related Transactions'],
  ['14', 'Principal Accountant Fees and Services'],
  ['15', 'Exhibit and Financial Statement Schedules'],
  ['16', 'Form 10-K Summary'],
];

const TEN_Q: ReadonlyArray<[string, string]> = [
  ['I-1', 'Financial Statements'],
  ['I-2', 'Management’s Discussion and Analysis'],
  ['I-3', 'Quantitative and Qualitative Disclosures About Market Risk'],
  ['I-4', 'Controls and Procedures'],
  ['II-1', 'Legal Proceedings'],
  ['II-1A', 'Risk Factors'],
  ['II-2', 'Unregistered Sales of Equity Securities and Use of Proceeds'],
  ['II-3', 'Defaults Upon Senior Securities'],
  ['II-4', 'Mine Safety Disclosures'],
  ['II-5', 'Other Information'],
  ['II-6', 'Exhibits'],
];

const TWENTY_F: ReadonlyArray<[string, string]> = [
  ['1', 'Identity of Directors, Senior Management and Advisers'],
  ['2', 'Offer Statistics and Expected Timetable'],
  ['3', 'Key Information'],
  ['4', 'Information on the Company'],
  ['4A', 'Unresolved Staff Comments'],
  ['5', 'Operating and Financial Review and Prospects'],
  ['6', 'Directors, Senior Management and Employees'],
  ['7', 'Major Shareholders and Related Party Transactions'],
  ['8', 'Financial Information'],
  ['9', 'The Offer and Listing'],
  ['10', 'Additional Information'],
  ['11', 'Quantitative and Qualitative Disclosures About Market Risk'],
  ['12', 'Description of Securities Other than Equity Securities'],
  ['13', 'Defaults, Dividend Arrearages and Delinquencies'],
  ['14', 'Material Modifications to the Rights of Security Holders'],
  ['15', 'Controls and Procedures'],
  ['16', '[Reserved]'],
  ['16A', 'Audit Committee Financial Expert'],
  ['16B', 'Code of Ethics'],
  ['16C', 'Principal Accountant Fees and Services'],
  ['16D', 'Exemptions from the Listing Standards for Audit Committees'],
  ['16E', 'Purchases of Equity Securities by the Issuer'],
  ['16F', 'Change in Registrant’s Certifying Accountant'],
  ['16G', 'Corporate Governance'],
  ['16H', 'Mine Safety Disclosure'],
  ['16I', 'Disclosure Regarding Foreign Jurisdictions that Prevent Inspections'],
  ['16J', 'Insider Trading Policies'],
  ['16K', 'Cybersecurity'],
  ['17', 'Financial Statements'],
  ['18', 'Financial Statements'],
  ['19', 'Exhibits'],
];

const FORMS: Record<FilingForm, ReadonlyArray<[string, string]>> = { '10-K': TEN_K, '10-Q': TEN_Q, '20-F': TWENTY_F };

/** The key of an Item within its form: '1A' on a 10-K, 'II-1A' on a 10-Q. */
export function itemKey(form: FilingForm, part: FilingPart | null, item: string): string {
  return form === '10-Q' && part ? `${part}-${item}` : item;
}

/** The position of an Item in its form's order, or -1 when the form has no such Item. */
export function itemRank(form: FilingForm, key: string): number {
  return FORMS[form].findIndex(([k]) => k === key);
}

export function standardTitle(form: FilingForm, key: string): string {
  return FORMS[form].find(([k]) => k === key)?.[1] ?? `Item ${key}`;
}

/** The form a filing of a given form type is read as (amendments and variants as their base form). */
export function formOf(form: string): FilingForm {
  if (form.startsWith('10-Q')) return '10-Q';
  if (form.startsWith('20-F')) return '20-F';
  return '10-K';
}
