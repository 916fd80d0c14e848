import { useEffect } from 'react';
import { isTypingTarget } from '../../lib/typing-target';

export const HEADER_SEARCH_ID = 'header-search';

/** The '/' key focuses the header search, unless the user is typing somewhere. */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || isTypingTarget(document.activeElement)) return;
      const search = document.getElementById(HEADER_SEARCH_ID);
      if (!search) return;
      event.preventDefault();
      search.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
