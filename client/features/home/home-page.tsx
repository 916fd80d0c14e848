import { useEffect, useId } from 'react';
import { isTypingTarget } from '../../lib/typing-target';
import { HOME_PANELS, stepPanel } from './home-panels';
import { IndexesPanel } from './indexes-panel';
import { MoversPanel } from './movers-panel';
import { NewsPanel } from './news-panel';
import { useHomePanel } from './use-home-panel';
import { VisitorBar } from './visitor-bar';

/** Left and right arrow keys move through the panels, wrapping, unless the user is typing. */
function useArrowKeys(index: number, select: (index: number) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const next = stepPanel(index, event.key === 'ArrowRight' ? 1 : -1);
      select(next);
      // Keyboard users on the tab list keep focus on the selected tab (the tabs pattern).
      const focused = document.activeElement;
      if (focused?.getAttribute('role') === 'tab') focused.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, select]);
}

function PanelContent({ index }: { index: number }) {
  switch (index) {
    case 1:
      return <NewsPanel />;
    case 2:
      return <MoversPanel list="biggestGainers" title="Gainers" />;
    case 3:
      return <MoversPanel list="biggestLosers" title="Losers" />;
    case 4:
      return <MoversPanel list="mostActive" title="Most Active" />;
    default:
      return <IndexesPanel />;
  }
}

/** Home dashboard: a carousel of five panels chosen by the text nav or the arrow keys. */
export function HomePage() {
  const [index, select] = useHomePanel();
  const baseId = useId();
  useArrowKeys(index, select);
  return (
    <section className="page home">
      <h1>Market Dashboard</h1>
      <VisitorBar />
      <div className="carousel-nav sub-nav" role="tablist" aria-label="Dashboard panels">
        {HOME_PANELS.map((label, item) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item}`}
            aria-selected={item === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={item === index ? 0 : -1}
            className={item === index ? 'tab active' : 'tab'}
            onClick={() => select(item)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="muted carousel-hint">
        Panel {index + 1} of {HOME_PANELS.length} · use <kbd>←</kbd> and <kbd>→</kbd> to switch
      </p>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${index}`} className="carousel-panel">
        <PanelContent index={index} />
      </div>
    </section>
  );
}
