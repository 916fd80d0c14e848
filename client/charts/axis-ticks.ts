/**
 * Axis labels that never collide: a chart picks as many ticks, and as short a date format, as
 * its width holds (a phone's 390 px has room for about four dates, a laptop for six).
 */
import { TICK_LABEL_PROPS } from './chart-theme';

/** A character of the 11 px monospace tick labels is 0.6 em wide; labels keep at least 12 px apart. */
const CHAR_PX = TICK_LABEL_PROPS.fontSize * 0.6;
const LABEL_GAP_PX = 12;

/** The px one label of `text` takes on the axis, with its gap. */
export function labelSlot(text: string): number {
  return text.length * CHAR_PX + LABEL_GAP_PX;
}

/**
 * Every k-th of `ticks` (k as small as fits), so that their labels, each as wide as the widest,
 * fit side by side in `width` px.
 */
export function fitTicks<T>(ticks: readonly T[], width: number, format: (tick: T) => string): T[] {
  if (ticks.length === 0 || width <= 0) return [];
  const slot = Math.max(...ticks.map((tick) => labelSlot(format(tick))));
  const room = Math.max(1, Math.floor(width / slot));
  const step = Math.ceil(ticks.length / room);
  return ticks.filter((_, index) => index % step === 0);
}

/** Below this plot width, dates on a time axis drop the day ('Jan 2026', not 'Jan 1, 2026'). */
export const NARROW_AXIS_PX = 480;
