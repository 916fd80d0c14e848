import { SymbolNotFound } from '../../components/symbol-not-found';
import { useAuth } from '../../lib/auth';
import { HeaderSearch } from './header-search';

/** The not-found page of a security route, with the search by name for signed-in users (search needs an account). */
export function UnknownSymbolPage({ symbol, title }: { symbol: string; title?: string }) {
  const auth = useAuth();
  const search =
    auth.status === 'authenticated' ? (
      <HeaderSearch inputId="page-symbol-search" label="Search for a company or fund" placeholder="Company name or symbol" />
    ) : undefined;
  return <SymbolNotFound symbol={symbol} title={title} search={search} />;
}
