import { Link } from '@tanstack/react-router';
import type { SecurityType } from '../../../generated/model';
import { symbolTarget } from './home-panels';

interface SymbolCellProps {
  symbol: string;
  type?: SecurityType | null;
  signedIn: boolean;
}

/** A mover or news symbol: a link for signed-in users (fund or stock page by type), plain text otherwise. */
export function SymbolCell({ symbol, type, signedIn }: SymbolCellProps) {
  if (!signedIn) return <span className="symbol">{symbol}</span>;
  const params = { symbol };
  switch (symbolTarget(type)) {
    case 'fund':
      return (
        <Link to="/fund/$symbol" params={params} className="symbol">
          {symbol}
        </Link>
      );
    case 'stock':
      return (
        <Link to="/stock/$symbol" params={params} className="symbol">
          {symbol}
        </Link>
      );
    case 'ticker':
      return (
        <Link to="/ticker/$ticker" params={{ ticker: symbol }} className="symbol">
          {symbol}
        </Link>
      );
  }
}
