/** How derived figures are computed, in words: a collapsed list under the figures (the labels carry the same text as a tooltip). */
export interface FigureDefinition {
  label: string;
  definition: string;
}

export function FigureDefinitions({ items }: { items: readonly FigureDefinition[] }) {
  if (items.length === 0) return null;
  return (
    <details className="figure-definitions">
      <summary>How these figures are defined</summary>
      <dl>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.definition}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
