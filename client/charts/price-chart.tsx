import { useMemo } from 'react';
import { CopyApiCall } from '../components/copy-api-call';
import { SourceLine } from '../components/source-line';
import { LoadError, serverMessage, StaleDataNote } from '../components/load-error';
import { formatDate, formatPercent, formatPrice, growthClass, toIsoDay } from '../lib/format';
import { PricePlot } from './price-plot';
import {
  availableRanges,
  type ChartPoint,
  isIntradayRange,
  marketToday,
  pointsSince,
  PRICE_RANGES,
  priceChartApiCall,
  type PriceRange,
  rangeGrowth,
  rangeStart,
  resolveRange,
  toChartPoints,
} from './price-range';
import { useDailyHistory, useIntradayHistory } from './use-price-history';
import { usePriceRange } from './use-price-range';

/** Today's market day (New York), fixed for the life of the chart. */
function useToday(): Date {
  return useMemo(() => marketToday(new Date()), []);
}

/** Price chart with its range selector, growth line and states. */
/** `formatValue` writes a value of the series: a price by default, an index's level in points. */
export function PriceChart({ symbol, formatValue = formatPrice }: { symbol: string; formatValue?: (value: number) => string }) {
  const today = useToday();
  const [wanted, setWanted] = usePriceRange();
  const daily = useDailyHistory(symbol, today);
  const dailyPoints = useMemo(() => toChartPoints(daily.data?.data ?? []), [daily.data]);
  const available = useMemo(
    () => (daily.isPending ? [...PRICE_RANGES] : availableRanges(dailyPoints[0]?.date, today)),
    [daily.isPending, dailyPoints, today],
  );
  const range = resolveRange(wanted, available);
  const intraday = useIntradayHistory(symbol, isIntradayRange(range) ? range : undefined, today);

  const source = isIntradayRange(range) ? intraday : daily;
  const points = useMemo(
    () => (isIntradayRange(range) ? toChartPoints(intraday.data?.chart?.data ?? []) : pointsSince(dailyPoints, rangeStart(range, today))),
    [range, intraday.data, dailyPoints, today],
  );
  const shownDay = isIntradayRange(range) ? intraday.data?.day : undefined;

  return (
    <section className="price-chart" aria-labelledby={`price-chart-${symbol}`}>
      <h3 id={`price-chart-${symbol}`}>Price</h3>
      <div className="range-selector button-row" role="group" aria-label="Chart range">
        {PRICE_RANGES.map((item) => (
          <button
            key={item}
            type="button"
            className="button range-button"
            aria-pressed={item === range}
            disabled={!available.includes(item)}
            onClick={() => setWanted(item)}
          >
            {item}
          </button>
        ))}
      </div>
      {shownDay && toIsoDay(shownDay) !== toIsoDay(today) && <p className="muted">Data from {formatDate(toIsoDay(shownDay))}</p>}
      {source.isPending ? (
        <p className="muted" role="status">
          Loading chart data...
        </p>
      ) : source.data === undefined ? (
        <LoadError query={source} text={serverMessage} />
      ) : points.length === 0 ? (
        <p className="muted">No data available</p>
      ) : (
        <>
          {source.isError && <StaleDataNote query={source} />}
          <GrowthLine points={points} range={range} />
          <PricePlot points={points} range={range} label={chartSummary(symbol, range, points, formatValue)} formatValue={formatValue} />
          <SourceLine source={isIntradayRange(range) ? intraday.data?.chart?.source : daily.data?.source} what="prices" />
          <CopyApiCall call={priceChartApiCall(symbol, range, today, shownDay)} />
        </>
      )}
    </section>
  );
}

function GrowthLine({ points, range }: { points: readonly ChartPoint[]; range: PriceRange }) {
  const { growth, cagr, showCagr } = rangeGrowth(points, range);
  return (
    <p className="growth-line" data-testid="growth-line">
      Growth: <span className={growthClass(growth)}>{formatPercent(growth)}</span>
      {showCagr && (
        <>
          {' '}
          / CAGR: <span className={growthClass(cagr)}>{formatPercent(cagr)}</span>
        </>
      )}
    </p>
  );
}

/** What a screen reader hears about the chart as a whole. */
function chartSummary(symbol: string, range: PriceRange, points: readonly ChartPoint[], formatValue: (value: number) => string): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${symbol} price chart, ${range}: no data`;
  const prices = points.map((p) => p.price);
  return (
    `${symbol} price chart, ${range}: ${formatValue(first.price)} on ${first.date.toLocaleDateString('en-US')} ` +
    `to ${formatValue(last.price)} on ${last.date.toLocaleDateString('en-US')}, ` +
    `low ${formatValue(Math.min(...prices))}, high ${formatValue(Math.max(...prices))}`
  );
}
