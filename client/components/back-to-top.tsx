import { useEffect, useState } from 'react';

/** A 'Back to top' button that appears once the window has scrolled past `threshold` pixels. */
export function BackToTop({ threshold }: { threshold: number }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    // The first look waits for the next frame: reading scrollY while the page is still being
    // built would force a layout of its own (costly on a phone) before the one the paint needs.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="button back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      ↑ Back to top
    </button>
  );
}
