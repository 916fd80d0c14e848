/** One passage of a stored filing, as the answers that cite it link to it. */
import type { Kysely } from 'kysely';
import { findPassage } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function getFilingPassage(db: Kysely<Database>, symbol: string, accession: string, passageId: string) {
  const found = await findPassage(db, symbol, accession, passageId);
  if (!found) throw notFound(`No passage ${passageId} in filing ${accession} of ${symbol}`);
  const { filing, passage, previousId, nextId } = found;
  return {
    id: passage.passageId,
    symbol: filing.symbol,
    accession: filing.accession,
    year: filing.fiscalYear,
    item: passage.item,
    itemTitle: passage.itemTitle,
    paragraph: passage.paragraph,
    text: passage.text,
    previousId,
    nextId,
    documentUrl: filing.documentUrl,
  };
}
