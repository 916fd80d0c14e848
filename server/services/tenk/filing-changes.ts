/**
 * What changed between two 10-Ks of a company, paragraph by paragraph within one Item: a paragraph
 * found word for word in both is unchanged; one whose words mostly recur in a paragraph of the
 * other year is changed (with a word diff); the rest were added or removed. Pure: the service
 * reads the passages and names the filings.
 */
import { diffArrays } from 'diff';

export interface ParagraphInput {
  passageId: string;
  text: string;
}

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

type ParagraphChange =
  | { kind: 'added'; passageId: string; text: string }
  | { kind: 'removed'; previousPassageId: string; text: string }
  | { kind: 'changed'; passageId: string; previousPassageId: string; text: string; parts: DiffPart[] };

export interface ItemComparison {
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
  /** Added first (a new risk factor leads), then changed, then removed, each in document order. */
  changes: ParagraphChange[];
}

/** How much of two paragraphs' words they share (Dice coefficient over word multisets) for a pair to count as changed. */
const CHANGED_SIMILARITY = 0.5;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** 2 × shared words / all words, from 0 (nothing shared) to 1 (the same words). */
export function similarity(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [word, count] of a) {
    shared += Math.min(count, b.get(word) ?? 0);
    total += count;
  }
  for (const count of b.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** Words with their punctuation ('1,200', 'million;') and the white space between them, in order. */
const tokens = (text: string) => text.match(/\s+|\S+/g) ?? [];

/** A word diff whose same and removed parts rebuild the earlier text, same and added parts the later. */
export function wordDiff(previous: string, current: string): DiffPart[] {
  return diffArrays(tokens(previous), tokens(current)).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value.join(''),
  }));
}

export function compareParagraphs(previous: readonly ParagraphInput[], current: readonly ParagraphInput[]): ItemComparison {
  // Word-for-word matches first (each paragraph pairs once, so repeated boilerplate counts right).
  const unmatchedPrevious = new Map(previous.map((p, index) => [index, p]));
  const byText = new Map<string, number[]>();
  for (const [index, p] of unmatchedPrevious) byText.set(normalise(p.text), [...(byText.get(normalise(p.text)) ?? []), index]);
  const unmatchedCurrent: Array<[number, ParagraphInput]> = [];
  let unchanged = 0;
  current.forEach((p, index) => {
    const same = byText.get(normalise(p.text))?.shift();
    if (same === undefined) unmatchedCurrent.push([index, p]);
    else {
      unmatchedPrevious.delete(same);
      unchanged += 1;
    }
  });

  // Then the most similar pairs above the threshold, best first.
  const words = new Map<ParagraphInput, Map<string, number>>();
  const countsOf = (p: ParagraphInput) => words.get(p) ?? words.set(p, wordCounts(p.text)).get(p)!;
  const candidates: Array<{ score: number; currentIndex: number; previousIndex: number }> = [];
  for (const [currentIndex, c] of unmatchedCurrent) {
    for (const [previousIndex, p] of unmatchedPrevious) {
      const score = similarity(countsOf(p), countsOf(c));
      if (score >= CHANGED_SIMILARITY) candidates.push({ score, currentIndex, previousIndex });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.currentIndex - b.currentIndex);
  const pairedCurrent = new Map<number, number>();
  for (const { currentIndex, previousIndex } of candidates) {
    if (pairedCurrent.has(currentIndex) || !unmatchedPrevious.has(previousIndex)) continue;
    pairedCurrent.set(currentIndex, previousIndex);
    unmatchedPrevious.delete(previousIndex);
  }

  const added: ParagraphChange[] = [];
  const changed: ParagraphChange[] = [];
  for (const [index, c] of unmatchedCurrent) {
    const previousIndex = pairedCurrent.get(index);
    const p = previousIndex === undefined ? undefined : previous[previousIndex];
    if (!p) added.push({ kind: 'added', passageId: c.passageId, text: c.text });
    else
      changed.push({
        kind: 'changed',
        passageId: c.passageId,
        previousPassageId: p.passageId,
        text: c.text,
        parts: wordDiff(p.text, c.text),
      });
  }
  const removed: ParagraphChange[] = [...unmatchedPrevious.values()].map((p) => ({
    kind: 'removed',
    previousPassageId: p.passageId,
    text: p.text,
  }));
  return { added: added.length, removed: removed.length, changed: changed.length, unchanged, changes: [...added, ...changed, ...removed] };
}
