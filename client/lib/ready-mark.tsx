import { useEffect, useState } from 'react';

/** How often the page is looked at until React has taken all of it over. */
const CHECK_EVERY_MS = 25;

/**
 * Marks the page `<html data-ready>` once the app runs all of it. Until then the server's HTML is
 * on screen but parts of it do not answer keys or typing, and the shell's own work (such as the
 * return to the page before sign-in) has not happened yet; tests wait for this mark.
 *
 * React takes over a server-rendered page one Suspense boundary at a time, outer first, each in a
 * pass of its own at the lowest priority, and the router puts every route of a page in a boundary
 * of its own: this component's first effect comes before the page inside runs. So it looks until
 * every element of the page is React's, then marks the page in an effect of its own next render,
 * which React starts only after the effects of the passes before it (the page's own) have run.
 */
export function ReadyMark() {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => {
    if (takenOver) {
      document.documentElement.dataset.ready = '';
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (pageTakenOver()) setTakenOver(true);
      else timer = setTimeout(check, CHECK_EVERY_MS);
    };
    check();
    return () => clearTimeout(timer);
  }, [takenOver]);
  return null;
}

/**
 * Whether React has taken over every element under #root. React keeps its own record on each
 * element it renders or takes over, under a key that starts '__reactFiber$' (an internal of
 * react-dom, the one way to see this; were it renamed, no page would be marked and every test
 * waiting for the mark would say so).
 */
function pageTakenOver(): boolean {
  const elements = document.getElementById('root')?.querySelectorAll('*') ?? [];
  return [...elements].every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}
