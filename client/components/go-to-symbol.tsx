import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { normalizeSymbol } from '../lib/symbol-param';

/**
 * A 'Go to symbol' box for everyone, signed in or not: it opens /ticker/{symbol}, which picks the
 * stock or fund page (or says the symbol is unknown). Search by name stays for signed-in users.
 */
export function GoToSymbol({ placeholder = 'Symbol, e.g. ^DMCP' }: { placeholder?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ticker = normalizeSymbol(value);
    if (ticker) void navigate({ to: '/ticker/$ticker', params: { ticker } });
  };
  return (
    // action and name make the box work as a plain form GET before the app has loaded (/ticker?symbol=…).
    <form role="search" aria-label="Go to symbol" className="go-to-symbol" action="/ticker" method="get" onSubmit={submit}>
      <label htmlFor={inputId}>Go to symbol</label>
      <input
        id={inputId}
        name="symbol"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" className="button">
        Go
      </button>
    </form>
  );
}
