import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSearchQueryOptions, useSearch } from '../../../generated/client/search/search';
import { CopyApiCall } from '../../components/copy-api-call';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  badge,
  enterOutcome,
  moveHighlight,
  noResultsText,
  orderResults,
  SEARCH_DEBOUNCE_MS,
  SEARCH_ERROR_TEXT,
  SEARCH_LIMIT,
  searchTerm,
} from './search-logic';

const SEARCH_QUERY = { retry: false, staleTime: 60_000 } as const;

/**
 * The header search box with its dropdown (a combobox): arrow keys move the highlight with wrap,
 * Enter opens the highlighted or first result via /ticker/{symbol}, Escape clears and closes.
 */
export function HeaderSearch({
  inputId,
  label = 'Search stocks and funds',
  placeholder = 'Search (press /)',
}: {
  inputId: string;
  label?: string;
  placeholder?: string;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const queryClient = useQueryClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const term = useDebouncedValue(searchTerm(input), SEARCH_DEBOUNCE_MS);
  const currentTerm = searchTerm(input);
  const query = useSearch({ q: term ?? '', limit: SEARCH_LIMIT }, { query: { enabled: term !== undefined, ...SEARCH_QUERY } });
  const results = useMemo(
    () => (currentTerm && term && query.data ? orderResults(query.data.results, term) : []),
    [currentTerm, term, query.data],
  );
  // The text the shown results answer (the debounced term lags the box by 200 ms).
  const resultsTerm = query.isSuccess ? term : undefined;

  // The server's HTML shows the box before the page's script runs: text typed into it meanwhile
  // is taken up once the app runs, instead of being lost behind an empty state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) {
      setInput(typed);
      setOpen(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (containerRef.current && event.target instanceof Node && !containerRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const pick = (symbol: string | undefined) => {
    if (!symbol) return;
    setInput('');
    setOpen(false);
    setHighlight(-1);
    void navigate({ to: '/ticker/$ticker', params: { ticker: symbol } });
  };

  /** Enter before the results for `text` arrived: fetch them now, pick the first if the box still says `text`. */
  const pickFirstWhenAnswered = async (text: string) => {
    try {
      const answer = await queryClient.fetchQuery(getSearchQueryOptions({ q: text, limit: SEARCH_LIMIT }, { query: SEARCH_QUERY }));
      if (searchTerm(inputRef.current?.value ?? '') === text) pick(orderResults(answer.results, text)[0]?.symbol);
    } catch {
      // The dropdown shows the failure once the debounced search asks for the same text.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const outcome = enterOutcome(currentTerm, resultsTerm, highlight, results.length);
      if (outcome === 'wait' && currentTerm) void pickFirstWhenAnswered(currentTerm);
      else if (typeof outcome === 'object') pick(results[outcome.pick]?.symbol);
    } else if (event.key === 'Escape') {
      setInput('');
      setOpen(false);
      setHighlight(-1);
    }
  };

  const settled = currentTerm !== undefined && currentTerm === term && !query.isFetching;
  let statusText = '';
  if (currentTerm && query.isError) statusText = SEARCH_ERROR_TEXT;
  else if (settled && query.isSuccess && results.length === 0) statusText = noResultsText(currentTerm);
  else if (currentTerm && !settled) statusText = 'Searching...';
  const showDropdown = open && currentTerm !== undefined && (results.length > 0 || statusText !== '');
  const activeId = highlight >= 0 && results[highlight] ? `${listId}-${highlight}` : undefined;

  return (
    <div className="header-search" ref={containerRef}>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="search-dropdown" hidden={!showDropdown}>
        <ul id={listId} role="listbox" aria-label="Search results" className="search-results">
          {results.map((result, index) => (
            <li
              key={result.symbol}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlight}
              className={index === highlight ? 'search-result highlighted' : 'search-result'}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setHighlight(index)}
              onClick={() => pick(result.symbol)}
            >
              <span className="search-symbol">{result.symbol}</span>
              <span className="search-name">{result.name}</span>
              <span className={`badge badge-${result.type}`}>{badge(result.type)}</span>
            </li>
          ))}
        </ul>
        {statusText && (
          <p className={query.isError ? 'search-status error' : 'search-status muted'} role="status">
            {statusText}
          </p>
        )}
        {resultsTerm && results.length > 0 && <CopyApiCall call={{ path: '/search', query: { q: resultsTerm, limit: SEARCH_LIMIT } }} />}
      </div>
    </div>
  );
}
