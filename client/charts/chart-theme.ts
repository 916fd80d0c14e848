/** Colours of the charts on the black terminal background (each at least 4.5:1). */
export const CHART_COLORS = {
  line: '#33ff66',
  axis: '#238a42',
  tick: '#5fae6f',
  grid: '#0f3a1c',
  focus: '#ffff66',
  green: '#33ff66',
  blue: '#4da6ff',
  purple: '#c28cff',
  red: '#ff6b6b',
} as const;

export const TICK_LABEL_PROPS = {
  fill: CHART_COLORS.tick,
  fontSize: 11,
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
} as const;
