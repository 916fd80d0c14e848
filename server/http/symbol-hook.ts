/**
 * The validation hook of lookups whose spec names the error of a missing or malformed symbol:
 * 'Invalid symbol provided to getCompany' (and refreshCompany, getStatements, getFund,
 * getPrice). Other invalid input gets the app's default 422.
 */
import type { Hook } from '@hono/zod-openapi';
import { defaultHook } from './create-app';
import type { ErrorEnvelope } from '../lib/errors';
import type { AppEnv } from './app-env';

export type SymbolLookup = 'getCompany' | 'refreshCompany' | 'getStatements' | 'getFund' | 'getPrice';

/** Typed by the route it is attached to (its input, path and responses). */
export function invalidSymbolHook<I, P extends string, R>(lookup: SymbolLookup): Hook<I, AppEnv, P, R> {
  const hook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
    if (!result.success && result.target === 'param' && result.error.issues.some((issue) => issue.path[0] === 'symbol')) {
      return c.json<ErrorEnvelope>(
        { error: { code: 'validation_failed', message: `Invalid symbol provided to ${lookup}`, field: 'symbol' } },
        422,
      );
    }
    return defaultHook(result, c);
  };
  return hook as unknown as Hook<I, AppEnv, P, R>;
}

/** Symbols are case-insensitive and stored upper-case. */
export function normalizeSymbol(symbol: string): string {
  return symbol.trim().toUpperCase();
}
