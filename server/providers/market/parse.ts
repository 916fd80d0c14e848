/**
 * Lenient readers for provider payloads: providers answer with loosely typed JSON, so values
 * are read field by field and anything unusable becomes null rather than a wrong number.
 */
import type { ProviderName } from './types';
import { providerError } from './provider-http';

export type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload as an array of objects, or a 'bad_response' naming what was expected. */
export function rowsOf(value: unknown, provider: ProviderName, what: string): Row[] {
  if (!Array.isArray(value)) throw providerError(provider, 'bad_response', `expected a list from ${what}`);
  return value.filter(isRow);
}

/** A finite number, also from numeric strings ("164000"); otherwise null. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A percentage written as "97.07%" or 97.07, as the number 97.07. */
export function percent(value: unknown): number | null {
  return typeof value === 'string' ? num(value.replace('%', '')) : num(value);
}

/** A non-blank string, otherwise null. */
export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The first non-null number among the given fields of a row. */
function firstNum(row: Row, fields: readonly string[]): number | null {
  for (const field of fields) {
    const value = num(row[field]);
    if (value !== null) return value;
  }
  return null;
}

/** A table from API field names to the source fields that may hold them, in order of preference. */
export type FieldTable = Record<string, readonly string[]>;

/** Reads every field of a table from a source row (null where the source has none). */
export function mapFields(row: Row, table: FieldTable): Record<string, number | null> {
  return Object.fromEntries(Object.entries(table).map(([field, sources]) => [field, firstNum(row, sources)]));
}
