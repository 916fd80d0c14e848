import { useState } from 'react';
import { type FinancialPeriod, FinancialCharts } from '../../charts/financial-charts';
import { PriceChart } from '../../charts/price-chart';

const FINANCIAL_PERIODS: ReadonlyArray<readonly [FinancialPeriod, string]> = [
  ['annual', 'Annual'],
  ['quarterly', 'Quarterly'],
];

/** Price chart with its ranges, then the financial line and bar charts by fiscal year or quarter. */
export function StockVisualize({ symbol }: { symbol: string }) {
  const [period, setPeriod] = useState<FinancialPeriod>('annual');
  return (
    <section aria-labelledby="stock-visualize-title">
      <h2 id="stock-visualize-title">Visualize</h2>
      <PriceChart symbol={symbol} />
      <div className="range-selector button-row" role="group" aria-label="Financial periods">
        {FINANCIAL_PERIODS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="button range-button"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <FinancialCharts symbol={symbol} period={period} />
    </section>
  );
}
