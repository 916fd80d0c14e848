import { describe, expect, it } from 'vitest';
import { labelSlot } from './axis-ticks';
import type { ChartPoint } from './price-range';
import { marketMoment, tradingAxis } from './trading-axis';

/** 15-minute bars of one regular session (9:30 to 15:45 New York time, EST: UTC-5) on `day`. */
function session(day: string): ChartPoint[] {
  const open = Date.parse(`${day}T14:30:00Z`);
  return Array.from({ length: 26 }, (_, n) => ({ date: new Date(open + n * 15 * 60_000), price: 100 + n }));
}

const twoDays = [...session('2026-11-19'), ...session('2026-11-20')];

function assertClear(axis: ReturnType<typeof tradingAxis>) {
  for (let n = 1; n < axis.ticks.length; n += 1) {
    const [a, b] = [axis.ticks[n - 1]!, axis.ticks[n]!];
    expect(axis.x(b) - axis.x(a), `${axis.label(a)} | ${axis.label(b)}`).toBeGreaterThanOrEqual(
      (labelSlot(axis.label(a)) + labelSlot(axis.label(b))) / 2,
    );
  }
}

describe('tradingAxis', () => {
  it('reads New York time whatever the zone of the machine', () => {
    expect(marketMoment(new Date('2026-11-19T14:30:00Z'))).toEqual({ day: '2026-11-19', minute: 570 });
    expect(marketMoment(new Date('2026-07-01T13:30:00Z'))).toEqual({ day: '2026-07-01', minute: 570 });
  });

  it('gives the closed night no room: the step from the last bar to the next open equals any other step', () => {
    const axis = tradingAxis(twoDays, 1000);
    expect(axis.sessionStarts).toEqual([26]);
    expect(axis.x(26) - axis.x(25)).toBeCloseTo(axis.x(1) - axis.x(0));
    expect(axis.x(0)).toBe(0);
    expect(axis.x(51)).toBe(1000);
  });

  it('ticks on session times, dating each session start, on a laptop', () => {
    const axis = tradingAxis(twoDays, 1000);
    const labels = axis.ticks.map(axis.label);
    expect(labels[0]).toBe('Nov 19 9:30 AM');
    expect(labels).toContain('Nov 20 9:30 AM');
    expect(labels.filter((text) => /^\d{1,2}:(00|30) (AM|PM)$/.test(text)).length).toBeGreaterThanOrEqual(4);
    assertClear(axis);
  });

  it('keeps only what fits on a phone, the session starts first', () => {
    const axis = tradingAxis(twoDays, 250);
    expect(axis.ticks.slice(0, 1).map(axis.label)).toEqual(['Nov 19 9:30 AM']);
    expect(axis.ticks).toContain(26);
    assertClear(axis);
  });

  it('labels one session by time alone', () => {
    const axis = tradingAxis(session('2026-11-20'), 700);
    expect(axis.sessionStarts).toEqual([]);
    expect(axis.label(0)).toBe('9:30 AM');
    expect(axis.ticks.length).toBeGreaterThan(2);
    assertClear(axis);
  });
});
