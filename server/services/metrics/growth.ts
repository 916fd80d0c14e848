/**
 * Compound annual growth over up to five years (fewer when less data), from yearly values
 * ordered oldest to newest, or the reason it cannot be given (the spec's growth notes).
 */
export const GROWTH_NOTES = {
  noHistory: 'Not applicable (no historical data)',
  insufficient: 'Insufficient data',
  fromZero: 'Not calculable (starting from $0)',
  negativeEps: 'Not calculable (negative EPS)',
  /** The statements could not be fetched: said as such, never as a company without history. */
  notFetched: 'Not available (the statements could not be fetched yet)',
} as const;

type GrowthNote = (typeof GROWTH_NOTES)[keyof typeof GROWTH_NOTES];
export type Growth = { value: number; note: null } | { value: null; note: GrowthNote };

export const MAX_GROWTH_YEARS = 5;

export interface GrowthPoint {
  year: number;
  value: number | null;
}

/** `kind` decides the note for negative values: only EPS has a message of its own. */
export function compoundGrowth(points: GrowthPoint[], kind: 'revenue' | 'eps' | 'fcf'): Growth {
  const known = points.filter((p): p is { year: number; value: number } => p.value != null && Number.isFinite(p.value));
  if (known.length === 0) return { value: null, note: GROWTH_NOTES.noHistory };
  const end = known[known.length - 1];
  const start = known.find((p) => end !== undefined && end.year - p.year <= MAX_GROWTH_YEARS);
  if (!start || !end || start === end) return { value: null, note: GROWTH_NOTES.insufficient };
  if (start.value === 0) return { value: null, note: GROWTH_NOTES.fromZero };
  if (start.value < 0 || end.value < 0) {
    return { value: null, note: kind === 'eps' ? GROWTH_NOTES.negativeEps : GROWTH_NOTES.insufficient };
  }
  const years = end.year - start.year;
  return { value: (end.value / start.value) ** (1 / years) - 1, note: null };
}
