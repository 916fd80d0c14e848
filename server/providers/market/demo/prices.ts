/**
 * Prices of the demo market as pure functions of (security, day, minute). A day's close is the
 * security's fundamental level (interpolated yearly anchors) times fractal value noise, so it
 * is computed in O(1) for any day; a session's minutes are a Brownian bridge from that day's
 * open to its close, which makes the live price move through US market hours.
 */
import type { DailyBar, IntradayBar } from '../types';
import {
  SESSION_OPEN_MINUTE,
  dateOfDay,
  dayNumber,
  isTradingDay,
  previousTradingDay,
  sessionAt,
  sessionMinutesOn,
} from '../../../lib/market-clock';
import { newYorkToUtc } from '../../../../common/new-york-time';
import { signedUnit, unit } from './random';
import type { PriceModel } from './universe';

const OCTAVE_PERIODS = [512, 128, 32, 8] as const;
const DAYS_PER_YEAR = 365.25;
const MS_PER_DAY = 86_400_000;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function logLevel(model: PriceModel, day: number): number {
  const midYear = Date.UTC(model.anchorStartYear, 6, 1) / MS_PER_DAY;
  const position = (day - midYear) / DAYS_PER_YEAR;
  const anchors = model.logAnchors;
  const last = anchors.length - 1;
  const index = Math.max(0, Math.min(last - 1, Math.floor(position)));
  const from = anchors[index] ?? 0;
  const to = anchors[index + 1] ?? from;
  return from + (to - from) * (position - index);
}

/** Fractal value noise: smooth octaves whose amplitude grows with the square root of their period, like a random walk. */
function logNoise(model: PriceModel, day: number): number {
  let total = 0;
  OCTAVE_PERIODS.forEach((period, octave) => {
    const knot = Math.floor(day / period);
    const t = (day - knot * period) / period;
    const eased = (1 - Math.cos(Math.PI * t)) / 2;
    const a = signedUnit(model.key, octave, knot);
    const b = signedUnit(model.key, octave, knot + 1);
    total += (a + (b - a) * eased) * Math.sqrt(period) * 0.6;
  });
  return model.dailyVolatility * (total + 0.7 * signedUnit(model.key, 99, day));
}

export function closeOn(model: PriceModel, day: number): number {
  return Math.max(0.01, round2(Math.exp(logLevel(model, day) + logNoise(model, day))));
}

function openOn(model: PriceModel, day: number): number {
  const previousClose = closeOn(model, previousTradingDay(day));
  return Math.max(0.01, round2(previousClose * Math.exp(0.3 * model.dailyVolatility * signedUnit(model.key, 7, day))));
}

function volumeOn(model: PriceModel, day: number, close: number, previousClose: number): number {
  const move = Math.abs(Math.log(close / previousClose));
  return Math.round(model.baseVolume * Math.exp(0.5 * signedUnit(model.key, 10, day)) * (1 + 20 * move));
}

/** The full bar of a completed trading day. */
function dailyBarOn(model: PriceModel, day: number): DailyBar {
  const close = closeOn(model, day);
  const open = openOn(model, day);
  const previousClose = closeOn(model, previousTradingDay(day));
  const spread = 0.8 * model.dailyVolatility;
  return {
    date: dateOfDay(day),
    open,
    high: round2(Math.max(open, close) * (1 + spread * unit(model.key, 8, day))),
    low: Math.max(0.01, round2(Math.min(open, close) * (1 - spread * unit(model.key, 9, day)))),
    close,
    volume: volumeOn(model, day, close, previousClose),
  };
}

/** Log prices at each minute boundary of a session (its length + 1 points), open to close. */
function sessionPath(model: PriceModel, day: number): Float64Array {
  const length = sessionMinutesOn(day);
  const from = Math.log(openOn(model, day));
  const to = Math.log(closeOn(model, day));
  const step = (1.7 * model.dailyVolatility) / Math.sqrt(length);
  const walk = new Float64Array(length + 1);
  for (let m = 1; m <= length; m++) walk[m] = (walk[m - 1] ?? 0) + step * signedUnit(model.key, day, 1000 + m);
  const end = walk[length] ?? 0;
  const path = new Float64Array(length + 1);
  for (let m = 0; m <= length; m++) {
    const share = m / length;
    path[m] = from + (to - from) * share + (walk[m] ?? 0) - share * end;
  }
  return path;
}

/** One-minute bars of a session up to `minutes` elapsed. */
export function minuteBars(model: PriceModel, day: number, minutes: number): IntradayBar[] {
  const path = sessionPath(model, day);
  const bar = dailyBarOn(model, day);
  const date = dateOfDay(day);
  const length = sessionMinutesOn(day);
  const bars: IntradayBar[] = [];
  for (let m = 0; m < Math.min(minutes, length); m++) {
    const open = round2(Math.exp(path[m] ?? 0));
    const close = round2(Math.exp(path[m + 1] ?? 0));
    const wiggle = 0.15 * model.dailyVolatility * unit(model.key, day, 5000 + m);
    // Trading is heavier at the open and the close (a U-shaped day).
    const weight = 1.6 - Math.sin((Math.PI * m) / length);
    bars.push({
      timestamp: newYorkToUtc(date, SESSION_OPEN_MINUTE + m).toISOString(),
      open,
      high: round2(Math.max(open, close) * (1 + wiggle)),
      low: round2(Math.min(open, close) * (1 - wiggle)),
      close,
      volume: Math.round((bar.volume / length) * weight * 0.9),
    });
  }
  return bars;
}

/** Groups consecutive one-minute bars into bars of `size` minutes. */
export function aggregateBars(bars: IntradayBar[], size: number): IntradayBar[] {
  const grouped: IntradayBar[] = [];
  for (let i = 0; i < bars.length; i += size) {
    const chunk = bars.slice(i, i + size);
    const first = chunk[0];
    const last = chunk[chunk.length - 1];
    if (!first || !last) continue;
    grouped.push({
      timestamp: first.timestamp,
      open: first.open,
      high: Math.max(...chunk.map((b) => b.high)),
      low: Math.min(...chunk.map((b) => b.low)),
      close: last.close,
      volume: chunk.reduce((sum, b) => sum + b.volume, 0),
    });
  }
  return grouped;
}

/** Today's bar so far while the session is open, else the last completed day's bar. */
export function currentBar(model: PriceModel, now: Date): { bar: DailyBar; marketOpen: boolean } {
  const session = sessionAt(now);
  const full = dailyBarOn(model, session.day);
  if (!session.open) return { bar: full, marketOpen: false };
  const elapsed = Math.floor(session.elapsedMinutes);
  const path = sessionPath(model, session.day).subarray(0, elapsed + 1);
  const prices = Array.from(path, (p) => round2(Math.exp(p)));
  return {
    marketOpen: true,
    bar: {
      date: full.date,
      open: full.open,
      high: Math.max(...prices),
      low: Math.min(...prices),
      close: prices[prices.length - 1] ?? full.open,
      volume: Math.round((full.volume * elapsed) / sessionMinutesOn(session.day)),
    },
  };
}

/** Daily bars between two dates (inclusive), ending with today's partial bar while the market is open. */
export function dailyBars(model: PriceModel, from: string, to: string, now: Date, firstDay: number): DailyBar[] {
  const session = sessionAt(now);
  const start = Math.max(dayNumber(from), firstDay);
  const end = Math.min(dayNumber(to), session.day);
  const bars: DailyBar[] = [];
  for (let day = start; day <= end; day++) {
    if (!isTradingDay(day)) continue;
    bars.push(day === session.day ? currentBar(model, now).bar : dailyBarOn(model, day));
  }
  return bars;
}

/** Lowest and highest close over the last year of trading. */
export function yearRange(model: PriceModel, lastDay: number): { low: number; high: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (let day = lastDay - 364; day <= lastDay; day++) {
    if (!isTradingDay(day)) continue;
    const close = closeOn(model, day);
    low = Math.min(low, close);
    high = Math.max(high, close);
  }
  return { low, high };
}

/** Mean volume of the last 30 trading days. */
export function averageVolume(model: PriceModel, lastDay: number): number {
  let total = 0;
  let count = 0;
  for (let day = lastDay; count < 30; day--) {
    if (!isTradingDay(day)) continue;
    const close = closeOn(model, day);
    total += volumeOn(model, day, close, closeOn(model, previousTradingDay(day)));
    count++;
  }
  return Math.round(total / count);
}
