/** The 10-K operations of the 'companies' tag: the analysis and the passages its answers cite. */
import { findPassage } from '../../db/repositories/filing.repository';
import { scheduleTenKAnalysis } from '../../jobs/tenk-analysis.job';
import { requireUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../lib/types';
import { aiDepsOf } from '../../services/ai/ai-services';
import { getTenKAnalysis as readAnalysis, requestTenKAnalysis } from '../../services/tenk/tenk-analysis.service';
import type * as routes from '../../../generated/routes/companies.routes';

export const getTenKAnalysis: AppRouteHandler<typeof routes.getTenKAnalysis> = async (c) => {
  requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  return c.json(await readAnalysis(c.var, symbol), HttpStatus.OK);
};

export const startTenKAnalysis: AppRouteHandler<typeof routes.startTenKAnalysis> = async (c) => {
  const user = requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  const deps = aiDepsOf(c.var);
  const { id, response } = await requestTenKAnalysis(deps, symbol, user.id);
  void scheduleTenKAnalysis(c.var.jobs, deps, id);
  return c.json(response, HttpStatus.ACCEPTED);
};

export const getFilingPassage: AppRouteHandler<typeof routes.getFilingPassage> = async (c) => {
  const { symbol, accession, passageId } = c.req.valid('param');
  const found = await findPassage(c.var.db, symbol.toUpperCase(), accession, passageId);
  if (!found) throw notFound(`No passage ${passageId} in filing ${accession} of ${symbol.toUpperCase()}`);
  const { filing, passage, previousId, nextId } = found;
  return c.json(
    {
      id: passage.passage_id,
      symbol: filing.symbol,
      accession: filing.accession,
      year: filing.fiscal_year,
      item: passage.item,
      itemTitle: passage.item_title,
      paragraph: passage.paragraph,
      text: passage.text,
      previousId,
      nextId,
      documentUrl: filing.document_url,
    },
    HttpStatus.OK,
  );
};
