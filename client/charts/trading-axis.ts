/**
 * The time axis of intraday charts on trading time: points are placed one after another (the
 * hours and days the market is closed take no room), ticks fall on round session times, and each
 * new session is marked. Times are the market's own (New York, labelled ET).
 */
import { newYorkTime } from '../../common/new-york-time';
import { lazyFormat } from '../lib/format';
import { labelSlot } from './axis-ticks';
import { type ChartPoint, MARKET_TIME_ZONE } from './price-range';

/** Written after every intraday time: the zone the times are in. */
export const MARKET_ZONE_LABEL = 'ET';

const marketClock = lazyFormat(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: MARKET_TIME_ZONE }));
const marketDate = lazyFormat(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: MARKET_TIME_ZONE }));

/** The market day ('2026-11-20') and the whole minute of that day (570 for 9:30) of a moment, in New York. */
export function marketMoment(date: Date): { day: string; minute: number } {
  const { date: day, minutes } = newYorkTime(date);
  return { day, minute: Math.floor(minutes) };
}

/** Tick spacings, in half hours from the 9:30 open: every 30 min, hour, 90 min, 2 h, 3 h, 6.5 h. */
const SPACINGS = [1, 2, 3, 4, 6, 13];
/** 9:30, the regular session's open, in minutes of the New York day. */
const OPEN_MINUTE = 9 * 60 + 30;

export interface TradingAxis {
  /** Where point `index` sits, in px from the left: points follow one another, closed time takes no room. */
  x: (index: number) => number;
  /** Indexes of the points that start a session (after the first): where a day boundary is drawn. */
  sessionStarts: number[];
  /** Indexes of the points that carry a tick label, as many as fit in the width. */
  ticks: number[];
  /** The label of the tick at a point: its ET time, with the date where a session starts ('Nov 20 9:30 AM'). */
  label: (index: number) => string;
}

/** Lays out `points` (oldest first) on trading time across `width` px. */
export function tradingAxis(points: readonly ChartPoint[], width: number): TradingAxis {
  const moments = points.map((point) => marketMoment(point.date));
  const x = (index: number) => (points.length <= 1 ? width / 2 : (index / (points.length - 1)) * width);
  const sessionStarts = moments.flatMap((moment, index) => (index > 0 && moment.day !== moments[index - 1]?.day ? [index] : []));
  const multiDay = sessionStarts.length > 0;
  const startsSession = (index: number) => index === 0 || sessionStarts.includes(index);
  const label = (index: number) => {
    const date = points[index]?.date;
    if (!date) return '';
    const time = marketClock().format(date);
    return multiDay && startsSession(index) ? `${marketDate().format(date)} ${time}` : time;
  };
  const apart = (a: number, b: number) => Math.abs(x(b) - x(a)) >= (labelSlot(label(a)) + labelSlot(label(b))) / 2;

  // Session starts come first (a narrow axis keeps the day boundaries), each clear of the one before.
  const starts: number[] = [];
  for (const index of points.length > 0 ? [0, ...sessionStarts] : []) if (starts.every((kept) => apart(kept, index))) starts.push(index);

  // Then round times, as often as a time label fits (one label per `spacing` half hours).
  const sessionHalfHours = 13 * (sessionStarts.length + 1);
  const pxPerHalfHour = width / sessionHalfHours;
  const spacing = SPACINGS.find((step) => step * pxPerHalfHour >= labelSlot('12:00 PM')) ?? SPACINGS.at(-1)!;
  const onTheClock = (minute: number) => minute > OPEN_MINUTE && (minute - OPEN_MINUTE) % (30 * spacing) === 0;
  const ticks = [...starts];
  moments.forEach((moment, index) => {
    if (!startsSession(index) && onTheClock(moment.minute) && ticks.every((kept) => apart(kept, index))) ticks.push(index);
  });
  return { x, sessionStarts, ticks: ticks.sort((a, b) => a - b), label };
}
