/** Printing benchmark figures with their anchor (a baseline measured in the same run, or a budget). */

export interface Anchor {
  /** What the figure is compared with, e.g. 'bare Hono JSON hello' or 'budget'. */
  label: string;
  value: number;
  /** The ratio figure/anchor that counts as on target (0.8 for "at least 0.8×"). */
  target: number;
  /** true when more is better (requests per second, scores); false for times and bytes. */
  higherIsBetter: boolean;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  anchor?: Anchor;
}

const format = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value % 1 === 0 ? 0 : 2);

/** One line: the figure, its anchor, the ratio, and whether it is on target. */
export function printFigure({ name, value, unit, anchor }: Figure): void {
  if (!anchor) {
    console.log(`  ${name}: ${format(value)} ${unit}`);
    return;
  }
  const ratio = value / anchor.value;
  const onTarget = anchor.higherIsBetter ? ratio >= anchor.target : ratio <= anchor.target;
  const relation = anchor.higherIsBetter ? '≥' : '≤';
  console.log(
    `  ${name}: ${format(value)} ${unit}; ${anchor.label} ${format(anchor.value)} ${unit}; ratio ${ratio.toFixed(2)}× (target ${relation} ${anchor.target}×) ${onTarget ? 'OK' : 'MISSED'}`,
  );
}

export function printHeading(title: string, command: string): void {
  console.log(`\n== ${title}\n  (${command})`);
}
