/** Defaults the real providers share. */

/** The indexes shown when the caller names none: S&P 500, Dow Jones, Nasdaq Composite, Russell 2000. */
export const DEFAULT_INDEX_SYMBOLS = ['^GSPC', '^DJI', '^IXIC', '^RUT'] as const;

/** How many years of annual statements to fetch when the caller does not say. */
export const DEFAULT_STATEMENT_YEARS = 10;
