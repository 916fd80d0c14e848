import { FinancialCharts } from '../../charts/financial-charts';
import { PriceChart } from '../../charts/price-chart';

/** Price chart with its ranges, then the financial line and bar charts. */
export function StockVisualize({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-visualize-title">
      <h2 id="stock-visualize-title">Visualize</h2>
      <PriceChart symbol={symbol} />
      <FinancialCharts symbol={symbol} />
    </section>
  );
}
