/** How long to wait at most: a hidden tab paints nothing, and an old browser reports no paint. */
const FALLBACK_MS = 1_000;

/** Resolves once the browser has painted the page's first content, or after FALLBACK_MS. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const canObserve = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);
    const observer = canObserve
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    const fallback = setTimeout(done, FALLBACK_MS);
    function done() {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    }
    observer?.observe({ type: 'paint', buffered: true });
  });
}
