import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiCallUrl, curlLine, needsToken, openapiFetchSnippet } from './api-call';

const origin = 'http://localhost:3000';

describe('copy as API call', () => {
  it('encodes path parameters once and leaves out empty query values', () => {
    const call = {
      path: '/stocks/{symbol}/chart' as const,
      pathParams: { symbol: '^DMCP' },
      query: { startDate: '2025-01-01', endDate: undefined, x: '' },
    };
    expect(apiCallUrl(origin, call)).toBe('http://localhost:3000/api/v1/stocks/%5EDMCP/chart?startDate=2025-01-01');
  });

  it('writes a curl line with the token placeholder that the shell expands', () => {
    const line = curlLine(origin, { path: '/screen', query: { revenueGrowthMin: 0.1, sortBy: 'roic', sortOrder: 'desc', limit: 8 } });
    expect(line).toBe(
      `curl -sS -H "Authorization: Bearer $TERMINAL_TOKEN" 'http://localhost:3000/api/v1/screen?revenueGrowthMin=0.1&sortBy=roic&sortOrder=desc&limit=8'`,
    );
  });

  it('gives the shell exactly the address, whatever the text holds', () => {
    for (const q of ["o'neil", 'a b & c', '$HOME `x`', '"quoted"']) {
      // encodeURIComponent keeps a single quote in a path: the line must quote it for the shell.
      const call = { path: '/funds/{symbol}' as const, pathParams: { symbol: q }, query: { q } };
      // The line with curl swapped for printf: bash parses it and prints the address argument.
      const line = curlLine(origin, call).replace(/^curl -sS (-H "[^"]*" )?/, "printf '%s' ");
      expect(execFileSync('bash', ['-c', line], { encoding: 'utf8' })).toBe(apiCallUrl(origin, call));
    }
  });

  it('writes an openapi-fetch call with the path template and typed params', () => {
    const snippet = openapiFetchSnippet(origin, {
      path: '/companies/{symbol}/statements',
      pathParams: { symbol: 'AAPL' },
      query: { period: 'annual' },
    });
    expect(snippet).toContain('baseUrl: "http://localhost:3000/api/v1"');
    expect(snippet).toContain(
      `await api.GET("/companies/{symbol}/statements", { params: { path: { symbol: "AAPL" }, query: { period: "annual" } } });`,
    );
  });

  it('sends the token only where openapi.yaml asks for sign-in: public data is called without one', () => {
    const screen = { path: '/screens/{id}/results' as const, pathParams: { id: 'x' } };
    const company = { path: '/companies/{symbol}' as const, pathParams: { symbol: 'AAPL' } };
    expect(needsToken(screen)).toBe(true);
    expect(openapiFetchSnippet(origin, screen)).toContain('Authorization: `Bearer ${process.env.TERMINAL_TOKEN}`');
    expect(needsToken(company)).toBe(false);
    expect(curlLine(origin, company)).toBe(`curl -sS 'http://localhost:3000/api/v1/companies/AAPL'`);
    expect(openapiFetchSnippet(origin, company)).not.toContain('Authorization');
  });

  it('refuses a path parameter without a value', () => {
    expect(() => apiCallUrl(origin, { path: '/funds/{symbol}' })).toThrow('no value for {symbol}');
  });
});
