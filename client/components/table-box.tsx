import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The box a table scrolls in when it is wider than the screen. While it scrolls it can take
 * keyboard focus (arrow keys then scroll it), as a scrollable region must; otherwise it is no
 * tab stop.
 */
export function TableBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      if (box.scrollWidth > box.clientWidth + 1) box.setAttribute('tabindex', '0');
      else box.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className ? `table-wrap ${className}` : 'table-wrap'} role="region" aria-label={label}>
      {children}
    </div>
  );
}
