/**
 * Full-text search over filing passages (10-K, 10-Q): the one function behind retrieval. SQLite answers from
 * its FTS5 table (BM25), PostgreSQL from the generated tsvector column (ts_rank_cd); both
 * match any of the query's content words, best first.
 */
import { sql } from 'kysely';
import { contentTerms } from '../lib/text-terms';
import { type AnyKysely, dialectOf } from './database';

/** One 10-K paragraph retrieved for a question. */
export interface RetrievedPassage {
  passageId: string;
  accession: string;
  /** 10-K, 10-Q or 20-F. */
  form: string;
  /** The fiscal year of the filing's period. */
  year: number;
  /** FY for an annual report, Q1 to Q3 for a 10-Q. */
  fiscalPeriod: string;
  /** Such as `1A`; on a 10-Q with its part, `II-1A`. */
  item: string;
  itemTitle: string;
  paragraph: number;
  text: string;
}

export interface PassageSearch {
  /** Filings (ids of the `filings` table) to search in. */
  filingIds: string[];
  query: string;
  /** Only passages of these Items (upper case, such as `1A`), when given. */
  items?: string[];
  limit: number;
}

interface Hit {
  passageId: string;
  item: string;
  itemTitle: string;
  paragraph: number;
  text: string;
  accession: string;
  form: string;
  fiscalYear: number;
  fiscalPeriod: string;
}

/** The passages that best match the query's words; empty when the query has none. */
export async function searchFilingPassages(db: AnyKysely, search: PassageSearch): Promise<RetrievedPassage[]> {
  const terms = contentTerms(search.query).filter((term) => /^[a-z0-9]+$/.test(term));
  if (terms.length === 0 || search.filingIds.length === 0) return [];
  const hits = dialectOf(db) === 'postgres' ? await searchPostgres(db, search, terms) : await searchSqlite(db, search, terms);
  return hits.map((hit) => ({
    passageId: hit.passageId,
    accession: hit.accession,
    form: hit.form,
    year: hit.fiscalYear,
    fiscalPeriod: hit.fiscalPeriod,
    item: hit.item,
    itemTitle: hit.itemTitle,
    paragraph: hit.paragraph,
    text: hit.text,
  }));
}

function itemFilter(items: string[] | undefined) {
  return items && items.length > 0 ? sql`and p.item in (${sql.join(items)})` : sql``;
}

async function searchSqlite(db: AnyKysely, search: PassageSearch, terms: string[]): Promise<Hit[]> {
  const match = terms.map((term) => `"${term}"`).join(' OR ');
  const result = await sql<Hit>`
    select p.passage_id, p.item, p.item_title, p.paragraph, p.text, f.accession, f.form, f.fiscal_year, f.fiscal_period
    from filing_passages_fts
    join filing_passages p on p.id = filing_passages_fts.passage_row_id
    join filings f on f.id = p.filing_id
    where filing_passages_fts match ${match}
      and filing_passages_fts.filing_id in (${sql.join(search.filingIds)})
      ${itemFilter(search.items)}
    order by bm25(filing_passages_fts), p.position
    limit ${search.limit}`.execute(db);
  return result.rows;
}

async function searchPostgres(db: AnyKysely, search: PassageSearch, terms: string[]): Promise<Hit[]> {
  const query = terms.join(' | ');
  const result = await sql<Hit>`
    select p.passage_id, p.item, p.item_title, p.paragraph, p.text, f.accession, f.form, f.fiscal_year, f.fiscal_period
    from filing_passages p
    join filings f on f.id = p.filing_id
    where p.search_vector @@ to_tsquery('english', ${query})
      and p.filing_id in (${sql.join(search.filingIds)})
      ${itemFilter(search.items)}
    order by ts_rank_cd(p.search_vector, to_tsquery('english', ${query}), 1) desc, p.position
    limit ${search.limit}`.execute(db);
  return result.rows;
}
