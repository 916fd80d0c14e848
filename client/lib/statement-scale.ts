/** Statement scales and their divisors (spec section 9); kept apart so routes can read them cheaply. */
export const STATEMENT_SCALES = ['raw', 'K', 'M', 'B'] as const;
export type StatementScale = (typeof STATEMENT_SCALES)[number];
export const DEFAULT_STATEMENT_SCALE: StatementScale = 'M';

export const STATEMENT_SCALE_DIVISORS: Readonly<Record<StatementScale, number>> = { raw: 1, K: 1e3, M: 1e6, B: 1e9 };
