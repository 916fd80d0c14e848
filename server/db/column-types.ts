/**
 * Column conventions shared by every table, chosen so SQLite and PostgreSQL return the same
 * JavaScript values for the same row.
 *
 * - Ids are text (random UUIDs made in app code with `crypto.randomUUID()`); no autoincrement,
 *   so inserts never depend on a dialect's sequence or `returning` support.
 * - Timestamps are text holding ISO-8601 UTC (`clock.now().toISOString()`), set by app code.
 *   Text sorts chronologically, compares the same on both databases and needs no date parsing.
 * - Booleans are stored as integer 0/1 on BOTH databases (with a `check (x in (0, 1))`).
 *   better-sqlite3 cannot bind JS booleans and returns 0/1, while a PostgreSQL `boolean` would
 *   come back as true/false; one integer representation keeps rows identical everywhere.
 *   Convert at the repository edge with `toBoolInt` / `fromBoolInt`.
 * - Fractional numbers are `double precision` (REAL affinity in SQLite, float8 in PostgreSQL),
 *   so both hold the same IEEE-754 double.
 */

/** An integer-stored boolean: 0 = false, 1 = true. */
export type BoolInt = 0 | 1;

/** An ISO-8601 UTC timestamp such as `2026-11-22T10:15:00.000Z`. */
export type IsoTimestamp = string;

/** Turns a JS boolean into the 0/1 integer stored in boolean columns. */
export function toBoolInt(value: boolean): BoolInt {
  return value ? 1 : 0;
}

/** Turns a stored 0/1 integer (or a driver's true/false, defensively) into a JS boolean. */
export function fromBoolInt(value: number | boolean | bigint | null | undefined): boolean {
  return value === true || value === 1 || value === 1n;
}
