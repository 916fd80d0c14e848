import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { type KeyboardEvent, useState } from 'react';
import { useGetFinancialsChart } from '../../generated/client/companies/companies';
import { SourceLine } from '../components/source-line';
import { formatMillionsAxis, isNumber, NOT_AVAILABLE } from '../lib/format';
import { fitTicks } from './axis-ticks';
import { CHART_COLORS, TICK_LABEL_PROPS } from './chart-theme';
import { type FinancialData, financialDomain, isEmptyFinancialData, toFinancialData } from './financial-series';
import { CHART_MARGIN, plotArea } from './price-range';
import { TableBox } from '../components/table-box';
import { LoadError, serverMessage, StaleDataNote } from '../components/load-error';

/** The financial charts' canvas: 1100 x 400 at most, narrower on small screens. */
const FINANCIAL_CHART_WIDTH = 1100;
const FINANCIAL_CHART_HEIGHT = 400;

export type FinancialPeriod = 'annual' | 'quarterly';

/** How the charts speak of their periods: fiscal years, or fiscal quarters as the company labels them. */
const PERIOD_WORDS: Record<FinancialPeriod, { title: string; unit: string; heading: string }> = {
  annual: { title: 'Up to 10 Years', unit: 'year', heading: 'Year' },
  quarterly: { title: 'Up to 40 Quarters', unit: 'quarter', heading: 'Quarter' },
};

/** Line chart and grouped bar chart of revenue, net income, book value and total debt, by fiscal year or quarter. */
export function FinancialCharts({ symbol, period = 'annual' }: { symbol: string; period?: FinancialPeriod }) {
  const chart = useGetFinancialsChart(symbol, period === 'annual' ? undefined : { period });
  if (chart.isPending)
    return (
      <p className="muted" role="status">
        Loading chart data...
      </p>
    );
  if (chart.data === undefined) return <LoadError query={chart} text={serverMessage} />;
  const data = toFinancialData(chart.data);
  if (isEmptyFinancialData(data)) return <p className="muted">No data available</p>;
  const currency = chart.data.currency ?? 'USD';
  return (
    <>
      {chart.isError && <StaleDataNote query={chart} />}
      <FinancialChartView data={data} kind="line" id={`${symbol}-financial-line`} currency={currency} period={period} />
      <FinancialChartView data={data} kind="bar" id={`${symbol}-financial-bar`} currency={currency} period={period} />
      <FinancialDataTable data={data} currency={currency} period={period} />
      <SourceLine source={chart.data.source} />
    </>
  );
}

interface ViewProps {
  data: FinancialData;
  kind: 'line' | 'bar';
  id: string;
  /** The reporting currency of the figures. */
  currency: string;
  period: FinancialPeriod;
}

function FinancialChartView({ data, kind, id, currency, period }: ViewProps) {
  const words = PERIOD_WORDS[period];
  const { parentRef, width: parentWidth } = useParentSize({ debounceTime: 50 });
  const [year, setYear] = useState<number | undefined>(undefined);
  const width = Math.min(parentWidth, FINANCIAL_CHART_WIDTH);
  const { innerWidth, innerHeight, tooSmall } = plotArea(width, FINANCIAL_CHART_HEIGHT);
  const describedAs = kind === 'line' ? 'Line chart' : 'Grouped bar chart';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    setYear((current) => Math.min(data.years.length - 1, Math.max(0, (current ?? (step > 0 ? -1 : data.years.length)) + step)));
  };

  return (
    <figure className="financial-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        <h3>{words.title}</h3>
        <Legend data={data} />
      </figcaption>
      <div
        ref={parentRef}
        className="chart-box"
        tabIndex={0}
        role="group"
        aria-label={`${describedAs} of revenue, net income, book value and total debt in millions of ${currency} by ${words.unit}. Use the left and right arrow keys to read each ${words.unit}.`}
        onKeyDown={onKeyDown}
        onBlur={() => setYear(undefined)}
      >
        {width > 0 && tooSmall && <p className="muted">Chart too small to display</p>}
        {/* One period makes no line, only loose dots: say so; the bars show that period. */}
        {width > 0 && !tooSmall && kind === 'line' && data.years.length < 2 && (
          <p className="muted">
            Only one {words.unit} of figures so far: a trend line needs two. The bar chart shows that {words.unit}.
          </p>
        )}
        {width > 0 && !tooSmall && !(kind === 'line' && data.years.length < 2) && (
          <FinancialSvg
            data={data}
            kind={kind}
            width={width}
            innerWidth={innerWidth}
            innerHeight={innerHeight}
            active={year}
            onHover={setYear}
            currency={currency}
          />
        )}
        <YearTooltip data={data} index={year} currency={currency} />
      </div>
    </figure>
  );
}

interface SvgProps {
  data: FinancialData;
  kind: 'line' | 'bar';
  width: number;
  innerWidth: number;
  innerHeight: number;
  active: number | undefined;
  onHover: (index: number | undefined) => void;
  currency: string;
}

function FinancialSvg({ data, kind, width, innerWidth, innerHeight, active, onHover, currency }: SvgProps) {
  const xScale = scaleBand({ domain: data.years, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand({ domain: data.series.map((s) => s.metric), range: [0, xScale.bandwidth()], padding: 0.1 });
  const yScale = scaleLinear({ domain: financialDomain(data.series), range: [innerHeight, 0], nice: true });
  const center = (index: number) => (xScale(data.years[index] ?? '') ?? 0) + xScale.bandwidth() / 2;
  const zero = yScale(0);

  return (
    <svg width={width} height={FINANCIAL_CHART_HEIGHT} aria-hidden="true">
      <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
        {active !== undefined && (
          <rect
            x={(xScale(data.years[active] ?? '') ?? 0) - 4}
            width={xScale.bandwidth() + 8}
            height={innerHeight}
            fill={CHART_COLORS.grid}
          />
        )}
        <line x1={0} x2={innerWidth} y1={zero} y2={zero} stroke={CHART_COLORS.axis} />
        {kind === 'line'
          ? data.series.map((series) => (
              <LinePath
                key={series.metric}
                data={series.values.map((value, index) => ({ value, index }))}
                defined={(point) => isNumber(point.value)}
                x={(point) => center(point.index)}
                y={(point) => yScale(point.value ?? 0)}
                stroke={series.color}
                strokeWidth={2}
              />
            ))
          : data.years.map((year, index) => (
              <Group key={year} left={xScale(year) ?? 0}>
                {data.series.map((series) => {
                  const value = series.values[index];
                  if (!isNumber(value)) return null;
                  const top = Math.min(yScale(value), zero);
                  return (
                    <Bar
                      key={series.metric}
                      x={inner(series.metric) ?? 0}
                      y={top}
                      width={inner.bandwidth()}
                      height={Math.abs(yScale(value) - zero)}
                      fill={series.color}
                    />
                  );
                })}
              </Group>
            ))}
        <AxisLeft
          scale={yScale}
          numTicks={5}
          stroke={CHART_COLORS.axis}
          tickStroke={CHART_COLORS.axis}
          tickFormat={(v) => formatMillionsAxis(Number(v), currency)}
          tickLabelProps={TICK_LABEL_PROPS}
        />
        <AxisBottom
          top={innerHeight}
          scale={xScale}
          tickValues={fitTicks(data.years, innerWidth, String)}
          stroke={CHART_COLORS.axis}
          tickStroke={CHART_COLORS.axis}
          tickLabelProps={TICK_LABEL_PROPS}
        />
        {data.years.map((year, index) => (
          <rect
            key={year}
            x={xScale(year) ?? 0}
            width={xScale.bandwidth()}
            height={innerHeight}
            fill="transparent"
            onMouseEnter={() => onHover(index)}
            onMouseLeave={() => onHover(undefined)}
          />
        ))}
      </Group>
    </svg>
  );
}

/** A figure in millions as axis text in `currency`, or N/A when missing. */
function millionsText(value: number | null | undefined, currency: string): string {
  return isNumber(value) ? formatMillionsAxis(value, currency) : NOT_AVAILABLE;
}

function Legend({ data }: { data: FinancialData }) {
  return (
    <ul className="chart-legend">
      {data.series.map((series) => (
        <li key={series.metric}>
          <span className="legend-swatch" style={{ background: series.color }} aria-hidden="true" /> {series.metric}
        </li>
      ))}
    </ul>
  );
}

function YearTooltip({ data, index, currency }: { data: FinancialData; index: number | undefined; currency: string }) {
  const year = index === undefined ? undefined : data.years[index];
  return (
    <div className="chart-tooltip" role="status" aria-live="polite" hidden={year === undefined}>
      {year !== undefined && index !== undefined && (
        <>
          <strong>{year}</strong>
          {data.series.map((series) => (
            <span key={series.metric} style={{ color: series.color }}>
              {series.metric}: {millionsText(series.values[index], currency)}
            </span>
          ))}
        </>
      )}
    </div>
  );
}

function FinancialDataTable({ data, currency, period }: { data: FinancialData; currency: string; period: FinancialPeriod }) {
  return (
    <details className="chart-data">
      <summary>Show the figures as a table</summary>
      <TableBox label="Financial figures table">
        <table className="data-table">
          <caption>Revenue, net income, book value and total debt (millions of {currency})</caption>
          <thead>
            <tr>
              <th scope="col">{PERIOD_WORDS[period].heading}</th>
              {data.series.map((series) => (
                <th key={series.metric} scope="col" className="num">
                  {series.metric}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.years.map((year, index) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {data.series.map((series) => (
                  <td key={series.metric} className="num">
                    {millionsText(series.values[index], currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </details>
  );
}
