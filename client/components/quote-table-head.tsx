/**
 * The header row of a table of quotes: Symbol, Name and Price, then the figures a table adds
 * (`figures`, e.g. Change); the price and the figures are numbers, aligned right.
 */
export function QuoteTableHead({ figures }: { figures: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">Symbol</th>
        <th scope="col">Name</th>
        {['Price', ...figures].map((label) => (
          <th key={label} scope="col" className="num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
