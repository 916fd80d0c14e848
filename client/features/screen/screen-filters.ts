/**
 * The screener's filters: the inputs and their bounds, the validation of spec section 5, and the
 * translation to GET /screen parameters (growth and ROIC typed in percent, sent as fractions;
 * market cap typed and sent in billions).
 */
import type { ScreenStocksParams } from '../../../generated/model';

export const FILTER_KEYS = [
  'marketCapMin',
  'marketCapMax',
  'revenueGrowthMin',
  'epsGrowthMin',
  'fcfGrowthMin',
  'roicMin',
  'debtToEquityMax',
  'peMax',
  'forwardPeMax',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface FilterField {
  key: FilterKey;
  /** Input label. */
  label: string;
  /** The field's name in validation messages. */
  messageName: string;
  /** Preference holding the last applied value. */
  preference: string;
  unit: 'B' | '%' | 'x';
  min: number;
  max?: number;
  step: number;
  /** Multiplier from the typed value to the API value. */
  toApi: number;
}

const percent = { unit: '%', min: 0, max: 100, step: 1, toApi: 0.01 } as const;
const multiple = { unit: 'x', min: 0, step: 0.1, toApi: 1 } as const;
const billions = { unit: 'B', min: 0, step: 1, toApi: 1 } as const;

export const FILTER_FIELDS: readonly FilterField[] = [
  { key: 'marketCapMin', label: 'Market Cap Min', messageName: 'Market Cap Min', preference: 'screen_marketCapMin', ...billions },
  { key: 'marketCapMax', label: 'Market Cap Max', messageName: 'Market Cap Max', preference: 'screen_marketCapMax', ...billions },
  {
    key: 'revenueGrowthMin',
    label: 'Revenue Growth Min',
    messageName: 'Revenue Growth Min',
    preference: 'screen_revenueGrowthMin',
    ...percent,
  },
  { key: 'epsGrowthMin', label: 'EPS Growth Min', messageName: 'EPS Growth Min', preference: 'screen_epsGrowthMin', ...percent },
  { key: 'fcfGrowthMin', label: 'FCF Growth Min', messageName: 'FCF Growth Min', preference: 'screen_fcfGrowthMin', ...percent },
  { key: 'roicMin', label: 'ROIC Min', messageName: 'ROIC Min', preference: 'screen_roicMin', ...percent },
  {
    key: 'debtToEquityMax',
    label: 'Debt-to-Equity Max',
    messageName: 'Debt-to-Equity Ratio Max',
    preference: 'screen_debtEquityMax',
    ...multiple,
    max: 10,
  },
  { key: 'peMax', label: 'P/E Max', messageName: 'P/E Max', preference: 'screen_peMax', ...multiple },
  { key: 'forwardPeMax', label: 'Forward P/E Max', messageName: 'Forward P/E Max', preference: 'screen_forwardPeMax', ...multiple },
];

/** Applied filters in the units people type (billions, percent, multiples). */
export type ScreenFilters = Partial<Record<FilterKey, number>>;
/** What is in the inputs: text as typed. */
export type FilterDraft = Record<FilterKey, string>;

const MARKET_CAP_ORDER_MESSAGE = 'Market Cap Min cannot be greater than Market Cap Max. Please adjust your values.';
const MARKET_CAP_EQUAL_MESSAGE = 'Market Cap Min and Max cannot be the same value. Please use different values to define a range.';

function invalidValueMessage(field: FilterField): string {
  return `Please enter a valid ${field.messageName} value (must be a positive number)`;
}

export function emptyDraft(): FilterDraft {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as FilterDraft;
}

/** The inputs showing `filters`. */
export function draftFromFilters(filters: ScreenFilters): FilterDraft {
  const draft = emptyDraft();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) draft[key] = String(value);
  }
  return draft;
}

/** A typed value: undefined when blank, NaN when not a non-negative number within the bounds. */
function parseFieldValue(field: FilterField, text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < field.min) return Number.NaN;
  if (field.max !== undefined && value > field.max) return Number.NaN;
  return value;
}

export type FilterValidation = { ok: true; filters: ScreenFilters } | { ok: false; message: string; field: FilterKey };

/** Checks every input in order, then the market-cap range. */
export function validateFilters(draft: FilterDraft): FilterValidation {
  const filters: ScreenFilters = {};
  for (const field of FILTER_FIELDS) {
    const value = parseFieldValue(field, draft[field.key]);
    if (Number.isNaN(value)) return { ok: false, message: invalidValueMessage(field), field: field.key };
    if (value !== undefined) filters[field.key] = value;
  }
  const { marketCapMin: min, marketCapMax: max } = filters;
  if (min !== undefined && max !== undefined) {
    if (min > max) return { ok: false, message: MARKET_CAP_ORDER_MESSAGE, field: 'marketCapMin' };
    if (min === max) return { ok: false, message: MARKET_CAP_EQUAL_MESSAGE, field: 'marketCapMin' };
  }
  return { ok: true, filters };
}

/** The failure for a field whose text is no number at all (the browser reports such text as empty). */
export function unreadableField(key: FilterKey): FilterValidation {
  const field = FILTER_FIELDS.find((item) => item.key === key)!;
  return { ok: false, message: invalidValueMessage(field), field: key };
}

/** Keeps only valid, in-bounds values (for filters read from the URL or saved preferences). */
export function sanitizeFilters(input: Partial<Record<FilterKey, unknown>>): ScreenFilters {
  const filters: ScreenFilters = {};
  for (const field of FILTER_FIELDS) {
    const raw = input[field.key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = parseFieldValue(field, String(raw));
    if (value !== undefined && !Number.isNaN(value)) filters[field.key] = value;
  }
  return filters;
}

/** The applied filters as GET /screen parameters; a filter is sent only when defined. */
export function filtersToParams(filters: ScreenFilters): ScreenStocksParams {
  const params: ScreenStocksParams = {};
  for (const field of FILTER_FIELDS) {
    const value = filters[field.key];
    if (value === undefined) continue;
    // Round away floating-point noise from the percent conversion (7 * 0.01 = 0.07000000000000001).
    params[field.key] = Number((value * field.toApi).toPrecision(12));
  }
  return params;
}

/** GET /screen parameters (a saved screen's filters) back in the units people type. */
export function filtersFromParams(params: Partial<Record<FilterKey, number>>): ScreenFilters {
  const filters: ScreenFilters = {};
  for (const field of FILTER_FIELDS) {
    const value = params[field.key];
    if (value !== undefined) filters[field.key] = Number((value / field.toApi).toPrecision(12));
  }
  return sanitizeFilters(filters);
}

/** Saved filters from preferences (screen_* values). */
export function filtersFromPreferences(values: Readonly<Record<string, string>>): ScreenFilters {
  return sanitizeFilters(Object.fromEntries(FILTER_FIELDS.map((field) => [field.key, values[field.preference]])));
}

/** Preference updates that save `filters` (blank for unset ones). */
export function filtersToPreferences(filters: ScreenFilters): Record<string, string> {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => [field.preference, filters[field.key] === undefined ? '' : String(filters[field.key])]),
  );
}

export function hasFilters(filters: ScreenFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}
