import type { DataSource } from '../../generated/model';

/** A moment as 'YYYY-MM-DD HH:MM UTC': the same text on the server and in every browser. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The parts of a source line: the provider as people know it, then for figures from a filing the
 * form, fiscal year and filing day ('SEC EDGAR · 10-K FY2024 · filed 2024-11-01'), else when the
 * figures were fetched ('Yahoo Finance · as of 2025-02-03 21:00 UTC').
 */
export function sourceLineParts(source: DataSource, what?: string): string[] {
  const parts = [source.label ?? source.provider];
  if (what) parts.push(what);
  if (source.form) {
    parts.push(source.fiscalYear ? `${source.form} FY${source.fiscalYear}` : source.form);
    if (source.filedAt) parts.push(`filed ${source.filedAt}`);
  } else {
    parts.push(`as of ${utcMinute(source.asOf)}`);
  }
  return parts;
}

/** A compact line saying where a panel's figures came from and how old they are; a failed last refresh says so. */
export function SourceLine({ source, what }: { source: DataSource | undefined; what?: string }) {
  if (!source) return null;
  return (
    <p className="figure-source" data-testid="source-line">
      <span className="visually-hidden">Source: </span>
      {sourceLineParts(source, what).join(' · ')}
      {source.lastError && (
        <span className="source-stale" title={source.lastError}>
          {' · '}last refresh failed{source.lastErrorAt ? ` ${utcMinute(source.lastErrorAt)}` : ''}
        </span>
      )}
    </p>
  );
}
