import { formatChange, growthClass } from '../lib/format';

/** '+1.23 (+0.45%)' in green, or red when negative. */
export function PriceChange({ change, changePercent }: { change: number | null | undefined; changePercent: number | null | undefined }) {
  return <span className={growthClass(change)}>{formatChange(change, changePercent)}</span>;
}
