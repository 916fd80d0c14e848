import type { SplitEvent } from '../../../../generated/model';
import { formatDate } from '../../../lib/format';

/** A split in words: '4-for-1' (ratio 4), '1-for-10' for a reverse split (ratio 0.1). */
function splitInWords(ratio: number): string {
  if (ratio >= 1) return `${Number(ratio.toFixed(4))}-for-1`;
  return `1-for-${Number((1 / ratio).toFixed(4))}`;
}

/** Says that per-share figures and share counts are split-adjusted, by which splits, and where the reported values are. */
export function SplitNote({ splits, adjusted }: { splits: SplitEvent[]; adjusted: boolean }) {
  if (!adjusted || splits.length === 0) return null;
  const list = [...splits]
    .reverse()
    .map((split) => `${splitInWords(split.ratio)} on ${formatDate(split.date)}`)
    .join(', ');
  return (
    <p className="muted statement-note">
      Per-share figures and share counts are adjusted for stock splits ({list}); hover or focus an adjusted figure for the value as
      reported.
    </p>
  );
}
