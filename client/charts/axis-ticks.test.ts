import { describe, expect, it } from 'vitest';
import { fitTicks, labelSlot } from './axis-ticks';

const years = ['2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'];

describe('fitTicks', () => {
  it('keeps every label when they fit side by side', () => {
    expect(fitTicks(years, 10 * labelSlot('2016'), String)).toEqual(years);
  });

  it('keeps every other (or every k-th) label on a narrow axis, starting with the first', () => {
    expect(fitTicks(years, 5 * labelSlot('2016'), String)).toEqual(['2016', '2018', '2020', '2022', '2024']);
    expect(fitTicks(years, 3 * labelSlot('2016'), String)).toEqual(['2016', '2020', '2024']);
  });

  it('sizes every slot by the widest label, so no two labels overlap', () => {
    const dates = ['Jan 1, 2026', 'Apr 1', 'Jul 1, 2026', 'Oct 1'];
    const kept = fitTicks(dates, 2 * labelSlot('Jan 1, 2026') + 1, String);
    expect(kept).toEqual(['Jan 1, 2026', 'Jul 1, 2026']);
  });

  it('answers nothing for no room or no ticks', () => {
    expect(fitTicks(years, 0, String)).toEqual([]);
    expect(fitTicks([], 300, String)).toEqual([]);
  });
});
