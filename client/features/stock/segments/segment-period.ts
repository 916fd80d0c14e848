/** The periods of the Segments view, kept in the statements page's address (?segments=quarterly). */
export const SEGMENT_PERIODS = ['annual', 'quarterly'] as const;
export type SegmentPeriod = (typeof SEGMENT_PERIODS)[number];
export const DEFAULT_SEGMENT_PERIOD: SegmentPeriod = 'annual';
