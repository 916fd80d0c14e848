import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { normalizeSymbol } from '../lib/symbol-param';
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
      {search ?? <OpenSymbolForm />}
      <p>
        <HomeButton />
      </p>
    </section>
  );
}

/** A symbol box that opens /ticker/{symbol} (which picks the stock or fund page). */
function OpenSymbolForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ticker = normalizeSymbol(value);
    if (ticker) void navigate({ to: '/ticker/$ticker', params: { ticker } });
  };
  return (
    <form role="search" className="open-symbol-form" onSubmit={submit}>
      <label htmlFor={inputId}>Symbol</label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="e.g. THSG"
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="button">
        Open
      </button>
    </form>
  );
}
