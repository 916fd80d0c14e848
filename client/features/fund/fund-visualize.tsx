import { PriceChart } from '../../charts/price-chart';

export function FundVisualize({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="fund-visualize-title">
      <h2 id="fund-visualize-title">Visualize</h2>
      <PriceChart symbol={symbol} />
    </section>
  );
}
