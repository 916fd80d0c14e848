import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** The value as shown: a text, or markup such as a link. */
  text: ReactNode;
  /** Of the value, e.g. the colour of a growth figure. */
  className?: string;
  /** How a derived figure is computed, in words (the label's tooltip). */
  definition?: string;
  /** A short line under the value, such as what a ratio divides. */
  note?: string | null;
}

/** Labelled figures of a company or fund in a grid of small boxes (a description list for screen readers). */
export function FactsGrid({ label, facts, className }: { label: string; facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `metrics-grid ${className}` : 'metrics-grid'} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="metric">
          <dt title={fact.definition}>{fact.label}</dt>
          <dd className={fact.className}>
            {fact.text}
            {fact.note && <small className="fact-note">{fact.note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
