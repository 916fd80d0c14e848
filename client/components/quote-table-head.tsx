/**
 * The header row of a table of quotes: Symbol, Name and Price, then the figures a table adds
 * (`figures`, e.g. Change); the price and the figures are numbers, aligned right. On a phone the
 * Name column gives way (class wide-only) so the changes stay on screen; QuoteTableNote says so.
 */
export function QuoteTableHead({ figures }: { figures: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">Symbol</th>
        <th scope="col" className="wide-only">
          Name
        </th>
        {['Price', ...figures].map((label) => (
          <th key={label} scope="col" className="num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Under a quote table: says on a phone that the Name column is left out (hidden on wider screens). */
export function QuoteTableNote() {
  return <p className="muted narrow-only hidden-columns-note">Names are hidden on this narrow screen: turn the phone to see them.</p>;
}
