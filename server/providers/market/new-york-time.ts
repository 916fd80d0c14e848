/**
 * US exchange time (America/New_York) conversions. Providers report intraday times in exchange
 * local time and daily bars by exchange trading date; the API stores UTC.
 */
const NEW_YORK = 'America/New_York';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function newYorkParts(epochMs: number): Record<string, number> {
  const parts = partsFormat.formatToParts(new Date(epochMs));
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** Milliseconds New York time is ahead of UTC at that instant (negative: −4 h or −5 h). */
function newYorkOffsetMs(epochMs: number): number {
  const p = newYorkParts(epochMs);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** "2025-02-04 15:59:00" in New York time → "2025-02-04T20:59:00.000Z". */
export function newYorkLocalToUtcIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) throw new RangeError(`not a local date-time: ${local}`);
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wallClock = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  const firstGuess = wallClock - newYorkOffsetMs(wallClock);
  return new Date(wallClock - newYorkOffsetMs(firstGuess)).toISOString();
}

/** The New York calendar date (YYYY-MM-DD) of an instant. */
export function newYorkDate(epochMs: number): string {
  const p = newYorkParts(epochMs);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
