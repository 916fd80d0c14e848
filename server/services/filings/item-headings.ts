/**
 * Finds where each Item of a filing starts. A heading is a short text block that begins 'Item 7.'
 * (or 'ITEM 1A —', 'Part II, Item 1A', …) and is not a table-of-contents entry (a link to the
 * document's own anchor, a cell of the contents table, or one of a run of headings with nothing
 * between them). Of the candidates, the longest run in the form's order is kept, later ones
 * preferred, so a cross-reference or the contents cannot shift an Item. On a 10-Q the part comes
 * from the last 'PART II' heading before it.
 */
import type { FilingBlock } from './filing-blocks';
import { itemKey, itemRank, standardTitle, type FilingForm, type FilingPart } from './filing-forms';

export interface ItemHeading {
  /** Index of the heading's block. */
  index: number;
  /** How many blocks the heading takes (2 when its title is the next block). */
  length: number;
  part: FilingPart | null;
  item: string;
  key: string;
  title: string;
}

const ITEM_HEADING =
  /^(?:part\s+(i{1,3}|iv)\b[\s.,:;\u2014\u2013-]*)?items?\s+(\d{1,2}[a-k]?)(?![\da-z])\s*(?:([.:\u2014\u2013-])\s*)?(.*)$/i;
const PART_HEADING = /^part\s+(i{1,3}|iv)\b(?![\w’'])[\s.:\u2014\u2013-]*(.*)$/i;
const MAX_HEADING = 250;
/** Text between two contents entries: a page number at most. */
const CONTENTS_GAP = 40;
const CONTENTS_RUN = 3;

interface Candidate extends ItemHeading {
  rank: number;
}

function partOf(roman: string | undefined): FilingPart | null {
  const upper = roman?.toUpperCase();
  return upper === 'I' ? 'I' : upper === 'II' ? 'II' : null;
}

/** A heading's own title, or the next block when the heading is only 'Item 2.' */
function titleOf(rest: string, next: FilingBlock | undefined): { title: string; length: number } {
  const own = rest
    .replace(/\s+\d{1,3}$/, '')
    .replace(/[.:\s]+$/, '')
    .trim();
  if (own) return { title: own, length: 1 };
  if (next?.kind === 'text' && next.text.length <= 150 && !ITEM_HEADING.test(next.text) && !/[.;]$/.test(next.text))
    return { title: next.text, length: 2 };
  return { title: '', length: 1 };
}

function candidatesOf(blocks: FilingBlock[], form: FilingForm): Candidate[] {
  const found: Candidate[] = [];
  let part: FilingPart | null = null;
  blocks.forEach((block, index) => {
    if (block.kind !== 'text' || block.tocLink || block.text.length > MAX_HEADING) return;
    const partMatch = PART_HEADING.exec(block.text);
    const match = ITEM_HEADING.exec(block.text);
    if (partMatch && !match && block.text.length < 100) part = partOf(partMatch[1]) ?? part;
    if (!match?.[2]) return;
    const [, roman, number, separator, rest = ''] = match;
    // 'Item 1A of this report …' is a cross-reference and 'Item 7 (continued)' a page header, not a heading.
    if ((!separator && /^[a-z]/.test(rest) && !/^(?:and|&)\s+\d/i.test(rest)) || /\(continued\)/i.test(rest)) return;
    const headingPart = partOf(roman) ?? part;
    const item = number.toUpperCase();
    const parts: Array<FilingPart | null> = form === '10-Q' && !headingPart ? ['I', 'II'] : [headingPart];
    const { title, length } = titleOf(rest, blocks[index + 1]);
    for (const p of parts) {
      const key = itemKey(form, p, item);
      const rank = itemRank(form, key);
      if (rank >= 0)
        found.push({ index, length, part: form === '10-Q' ? p : null, item, key, title: title || standardTitle(form, key), rank });
    }
  });
  return found;
}

/** Characters of text between two block indexes (tables count as long). */
function textBetween(blocks: FilingBlock[], from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to && total <= CONTENTS_GAP; i += 1) {
    const block = blocks[i];
    total += block?.kind === 'text' ? block.text.length : CONTENTS_GAP + 1;
  }
  return total;
}

/**
 * Drops runs of headings with (almost) nothing between them: a table of contents laid out as
 * text. The last heading of a run is kept: the body's first Item may follow the contents directly.
 */
function withoutContents(blocks: FilingBlock[], candidates: Candidate[]): Candidate[] {
  const indexes = [...new Set(candidates.map((c) => c.index))];
  const close = indexes.map((index, i) => {
    const next = indexes[i + 1];
    return next !== undefined && textBetween(blocks, index + 1, next) <= CONTENTS_GAP;
  });
  const dropped = new Set<number>();
  let run: number[] = [];
  indexes.forEach((index, i) => {
    if (close[i]) run.push(index);
    else {
      if (run.length >= CONTENTS_RUN) run.forEach((member) => dropped.add(member));
      run = [];
    }
  });
  return candidates.filter((c) => !dropped.has(c.index));
}

/** The longest run of candidates in the form's order (ties: the later candidates). */
function longestOrderedRun(candidates: Candidate[]): Candidate[] {
  const best: Array<{ count: number; sum: number; previous: number }> = [];
  candidates.forEach((candidate, i) => {
    let choice = { count: 1, sum: candidate.index, previous: -1 };
    for (let j = 0; j < i; j += 1) {
      const before = candidates[j];
      const run = best[j];
      if (!before || !run || before.rank >= candidate.rank || before.index >= candidate.index) continue;
      const count = run.count + 1;
      const sum = run.sum + candidate.index;
      if (count > choice.count || (count === choice.count && sum > choice.sum)) choice = { count, sum, previous: j };
    }
    best.push(choice);
  });
  let end = -1;
  best.forEach((run, i) => {
    const current = best[end];
    if (!current || run.count > current.count || (run.count === current.count && run.sum > current.sum)) end = i;
  });
  const chosen: Candidate[] = [];
  for (let i = end; i >= 0; i = best[i]?.previous ?? -1) {
    const candidate = candidates[i];
    if (candidate) chosen.unshift(candidate);
  }
  return chosen;
}

const ITEM_CELL = /^(?:part\s+[iv]+\W*)?items?\s+\d/i;

/** The block after the table of contents (a table naming three or more Items), or 0. */
function afterContents(blocks: FilingBlock[], before: number): number {
  for (let i = Math.min(before, blocks.length) - 1; i >= 0; i -= 1) {
    const block = blocks[i];
    if (block?.kind !== 'table') continue;
    const itemCells = block.table.rows.flat().filter((cell) => ITEM_CELL.test(cell.text)).length;
    if (itemCells >= 3) return i + 1;
  }
  return 0;
}

/**
 * The Item headings of a filing in document order. When the form's first Item has no heading of
 * its own (a 10-Q that opens with its statements), it starts after the table of contents.
 */
export function findItemHeadings(blocks: FilingBlock[], form: FilingForm): ItemHeading[] {
  const chosen = longestOrderedRun(withoutContents(blocks, candidatesOf(blocks, form)));
  const first = chosen[0];
  if (first && first.rank > 0 && first.rank <= 2) {
    const start = afterContents(blocks, first.index);
    const key = itemKey(form, 'I', '1');
    if (start > 0 && start < first.index) {
      chosen.unshift({
        index: start,
        length: 0,
        part: form === '10-Q' ? 'I' : null,
        item: '1',
        key,
        title: standardTitle(form, key),
        rank: 0,
      });
    }
  }
  return chosen.map(({ rank: _rank, ...heading }) => heading);
}
