import type { ReactNode } from 'react';
import { GoToSymbol } from './go-to-symbol';
import { HomeButton } from './home-button';

/**
 * The page for a symbol the market does not know: says so in words and offers a way on. `search`
 * is the signed-in search box (by name or symbol); everyone can open another symbol directly.
 */
export function SymbolNotFound({
  symbol,
  title = `No data found for ${symbol}`,
  search,
}: {
  symbol: string;
  title?: string;
  search?: ReactNode;
}) {
  return (
    <section className="page symbol-not-found" aria-labelledby="symbol-not-found-title">
      <h1 id="symbol-not-found-title">{title}</h1>
      <p>
        No stock or fund has the symbol <strong>{symbol}</strong>. Check the spelling, or look for the company below.
      </p>
      <GoToSymbol />
      {search}
      <p>
        <HomeButton />
      </p>
    </section>
  );
}
