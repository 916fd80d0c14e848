/**
 * Measures the filing splitter on every real document in ../shared/recorded/filings against
 * edgartools' own per-Item lengths and prints the table of docs/filings-splitter.md.
 *
 *   npx tsx scripts/measure-filings.ts
 */
import {
  documentId,
  explanation,
  isWithinTolerance,
  KEY_ITEMS,
  measureFiling,
  recordedFilings,
  recordedFilingsExist,
  type ItemMeasurement,
} from './support/filing-measurements';

function cell(item: ItemMeasurement): string {
  const ours = item.ours === null ? '—' : item.ours.toLocaleString('en-US');
  const theirs = item.edgartools === null ? '—' : item.edgartools.toLocaleString('en-US');
  const ratio = item.ratio === null ? '' : ` (${Math.round(item.ratio * 100)}%)`;
  return `${ours} / ${theirs}${ratio}${item.flagged ? ' ⚑' : ''}`;
}

if (!recordedFilingsExist) {
  console.error('No recorded filings at ../shared/recorded/filings');
  process.exit(1);
}
/** Each explanation once per document, with the Items it covers. */
const notes = new Map<string, string[]>();
let within = 0;
let compared = 0;
for (const form of ['10-K', '10-Q'] as const) {
  const rows = recordedFilings().filter((filing) => filing.form === form);
  const keys = KEY_ITEMS[form].map((item) => item.key);
  console.log(`\n### ${form}: ours / edgartools (ours as % of edgartools)\n`);
  console.log(`| document | Items found | ${keys.join(' | ')} |`);
  console.log(`| --- | ---: | ${keys.map(() => '---:').join(' | ')} |`);
  for (const filing of rows) {
    const measured = measureFiling(filing);
    const cells = measured.items.map((item) => {
      if (item.ours !== null && item.edgartools !== null) compared += 1;
      if (isWithinTolerance(item)) {
        within += 1;
        return cell(item);
      }
      const reason = explanation(filing, item.key);
      if (reason) notes.set(`${documentId(filing)}|${reason}`, [...(notes.get(`${documentId(filing)}|${reason}`) ?? []), item.key]);
      return `${cell(item)}${reason ? ' †' : ' ✗'}`;
    });
    console.log(`| ${documentId(filing)} | ${measured.found.length} | ${cells.join(' | ')} |`);
  }
}
console.log(`\n${within} of ${compared} Items measured on both sides are within ±20% of edgartools.\n`);
console.log('† explained:\n');
for (const [note, keys] of notes) {
  const [document, reason] = note.split('|');
  console.log(`- ${document} (${keys.join(', ')}): ${reason}`);
}
