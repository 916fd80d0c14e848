import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The box a table scrolls in when it is wider than the screen. While it scrolls it can take
 * keyboard focus (arrow keys then scroll it), as a scrollable region must, and it shows that
 * more columns lie to the side: a shade on that edge and a line under the table.
 */
export function TableBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<'' | 'right' | 'left' | 'both'>('');
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls) box.setAttribute('tabindex', '0');
      else box.removeAttribute('tabindex');
      const right = scrolls && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      const left = scrolls && box.scrollLeft > 1;
      setMore(right && left ? 'both' : right ? 'right' : left ? 'left' : '');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <>
      <div
        ref={ref}
        className={className ? `table-wrap ${className}` : 'table-wrap'}
        role="region"
        aria-label={label}
        data-more={more || undefined}
      >
        {children}
      </div>
      {more && (
        <p className="table-more muted" aria-hidden="true">
          {more === 'left' ? '← more columns to the left' : 'Scroll sideways for more columns →'}
        </p>
      )}
    </>
  );
}
