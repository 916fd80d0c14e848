import { AxisBottom, AxisLeft } from '@visx/axis';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { formatPrice } from '../lib/format';
import { fitTicks, NARROW_AXIS_PX } from './axis-ticks';
import { MARKET_ZONE_LABEL, tradingAxis } from './trading-axis';
import { CHART_COLORS, TICK_LABEL_PROPS } from './chart-theme';
import {
  CHART_MARGIN,
  type ChartPoint,
  formatChartDate,
  isIntradayRange,
  paddedDomain,
  plotArea,
  PRICE_TICKS,
  type PriceRange,
  TIME_TICKS,
} from './price-range';

const PRICE_CHART_HEIGHT = 400;

interface PricePlotProps {
  points: readonly ChartPoint[];
  range: PriceRange;
  label: string;
  /** How a value reads (axis and tooltip): a price ('$5.00') unless given, an index level in points. */
  formatValue?: (value: number) => string;
}

/** Index of the point nearest in time to `time` (points are oldest first). */
function nearestIndex(points: readonly ChartPoint[], time: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if ((points[mid]?.date.getTime() ?? 0) < time) low = mid + 1;
    else high = mid;
  }
  const before = points[low - 1];
  const at = points[low];
  if (before && at && time - before.date.getTime() < at.date.getTime() - time) return low - 1;
  return low;
}

/** The price line, its axes and a tooltip driven by the mouse or the arrow keys. No zoom. */
export function PricePlot({ points, range, label, formatValue = formatPrice }: PricePlotProps) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const [active, setActive] = useState<number | undefined>(undefined);
  const { innerWidth, innerHeight, tooSmall } = plotArea(width, PRICE_CHART_HEIGHT);

  if (width > 0 && tooSmall) {
    return (
      <div ref={parentRef} className="chart-box">
        <p className="muted">Chart too small to display</p>
      </div>
    );
  }

  const first = points[0];
  const last = points.at(-1);
  const timeScale = scaleTime({
    domain: [first?.date ?? new Date(), last?.date ?? new Date()],
    range: [0, Math.max(innerWidth, 0)],
  });
  // Intraday charts run on trading time: point after point, the closed night and weekend take no room.
  const trading = isIntradayRange(range) ? tradingAxis(points, Math.max(innerWidth, 0)) : undefined;
  const indexScale = scaleLinear({ domain: [0, Math.max(points.length - 1, 1)], range: [0, Math.max(innerWidth, 0)] });
  const xOf = (index: number) => (trading ? trading.x(index) : timeScale(points[index]?.date ?? new Date()));
  const yScale = scaleLinear({
    domain: paddedDomain(points.map((p) => p.price)),
    range: [Math.max(innerHeight, 0), 0],
    nice: true,
  });
  const point = active === undefined ? undefined : points[active];
  const compactDates = innerWidth < NARROW_AXIS_PX;
  const dateLabel = (date: Date) => formatChartDate(date, range, undefined, compactDates);
  const timeTicks = trading ? [] : fitTicks(timeScale.ticks(TIME_TICKS), innerWidth, dateLabel);

  const onMouseMove = (event: MouseEvent<SVGRectElement>) => {
    const where = localPoint(event);
    if (!where) return;
    const x = where.x - CHART_MARGIN.left;
    if (trading) setActive(Math.min(points.length - 1, Math.max(0, Math.round(indexScale.invert(x)))));
    else setActive(nearestIndex(points, timeScale.invert(x).getTime()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageDown: -10, PageUp: 10 };
    if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(points.length - 1);
    else if (step[event.key] !== undefined) {
      setActive((current) => Math.min(points.length - 1, Math.max(0, (current ?? points.length - 1) + (step[event.key] ?? 0))));
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={parentRef}
      className="chart-box"
      tabIndex={0}
      role="group"
      aria-label={`${label}. Use the left and right arrow keys to read prices.`}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(undefined)}
    >
      {width > 0 && (
        <svg width={width} height={PRICE_CHART_HEIGHT} aria-hidden="true">
          <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
            <LinePath
              data={points as ChartPoint[]}
              x={(_, index) => xOf(index)}
              y={(p) => yScale(p.price)}
              stroke={CHART_COLORS.line}
              strokeWidth={1.5}
            />
            <AxisLeft
              scale={yScale}
              numTicks={PRICE_TICKS}
              stroke={CHART_COLORS.axis}
              tickStroke={CHART_COLORS.axis}
              tickFormat={(v) => formatValue(Number(v))}
              tickLabelProps={TICK_LABEL_PROPS}
            />
            {trading ? (
              <>
                {trading.sessionStarts.map((index) => {
                  const boundary = (xOf(index - 1) + xOf(index)) / 2;
                  return (
                    <Line
                      key={index}
                      className="session-boundary"
                      from={{ x: boundary, y: 0 }}
                      to={{ x: boundary, y: innerHeight }}
                      stroke={CHART_COLORS.axis}
                      strokeDasharray="2,4"
                    />
                  );
                })}
                <AxisBottom
                  top={innerHeight}
                  scale={indexScale}
                  tickValues={trading.ticks}
                  stroke={CHART_COLORS.axis}
                  tickStroke={CHART_COLORS.axis}
                  tickFormat={(v) => trading.label(Number(v))}
                  tickLabelProps={TICK_LABEL_PROPS}
                />
                <text x={innerWidth} y={innerHeight + 34} textAnchor="end" {...TICK_LABEL_PROPS}>
                  {trading.sessionStarts.length > 0 ? `Times ${MARKET_ZONE_LABEL} · ┊ market closed` : `Times ${MARKET_ZONE_LABEL}`}
                </text>
              </>
            ) : (
              <AxisBottom
                top={innerHeight}
                scale={timeScale}
                tickValues={timeTicks}
                stroke={CHART_COLORS.axis}
                tickStroke={CHART_COLORS.axis}
                tickFormat={(v) => dateLabel(v as Date)}
                tickLabelProps={TICK_LABEL_PROPS}
              />
            )}
            {point && (
              <>
                <Line
                  from={{ x: xOf(active!), y: 0 }}
                  to={{ x: xOf(active!), y: innerHeight }}
                  stroke={CHART_COLORS.focus}
                  strokeDasharray="3,3"
                />
                <circle cx={xOf(active!)} cy={yScale(point.price)} r={4} fill={CHART_COLORS.focus} />
              </>
            )}
            <rect
              width={Math.max(innerWidth, 0)}
              height={Math.max(innerHeight, 0)}
              fill="transparent"
              onMouseMove={onMouseMove}
              onMouseLeave={() => setActive(undefined)}
            />
          </Group>
        </svg>
      )}
      <p className="chart-tooltip" role="status" aria-live="polite" hidden={!point}>
        {point && (
          <>
            <span>
              {formatChartDate(point.date, range, range === '1D' || range === '2D')}
              {trading ? ` ${MARKET_ZONE_LABEL}` : ''}
            </span>{' '}
            <strong>{formatValue(point.price)}</strong>
          </>
        )}
      </p>
    </div>
  );
}
