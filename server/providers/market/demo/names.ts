/** Unique fictional names and tickers of the demo market. */
import type { Random } from './random';
import { CORPORATE_SUFFIXES, NAME_ENDS, NAME_STARTS, type SectorProfile } from './catalog';

export function uniqueCompanyName(rng: Random, sector: SectorProfile, names: Set<string>) {
  for (;;) {
    const stem = rng.pick(NAME_STARTS) + rng.pick(NAME_ENDS);
    const noun = rng.pick(sector.nouns);
    const suffix = rng.pick(CORPORATE_SUFFIXES);
    // 'Eldaris Holdings Holdings Inc.' reads as a typo: a Holdings company takes the plain 'Inc.'.
    const name = `${stem} ${noun} ${noun === 'Holdings' && suffix === 'Holdings Inc.' ? 'Inc.' : suffix}`;
    if (!names.has(name)) {
      names.add(name);
      return { name, stem };
    }
  }
}

/** A ticker made from the name's letters; on a clash, later letters and then A-Z are tried. */
export function uniqueTicker(rng: Random, stem: string, noun: string, taken: Set<string>, length: number, suffix = ''): string {
  const letters = (stem + noun).toUpperCase().replace(/[^A-Z]/g, '');
  const first = letters.slice(0, 2);
  for (let attempt = 0; attempt < 400; attempt++) {
    const tail = Array.from({ length: length - 2 }, (_, i) =>
      attempt === 0 ? (letters[2 + i * 2] ?? 'X') : String.fromCharCode(65 + Math.floor(rng.next() * 26)),
    ).join('');
    const ticker = first + tail + suffix;
    if (!taken.has(ticker)) {
      taken.add(ticker);
      return ticker;
    }
  }
  return uniqueTicker(rng, stem, noun, taken, length + 1, suffix);
}

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}
