/** The 10-K operations of the 'companies' tag: the analysis and the passages its answers cite. */
import { scheduleTenKAnalysis } from '../../jobs/definitions/tenk-analysis.job';
import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { aiDepsOf } from '../../services/ai/ai-services';
import { getFilingPassage as readPassage } from '../../services/tenk/filing-passages.service';
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
  await scheduleTenKAnalysis(c.var, id);
  return c.json(response, HttpStatus.ACCEPTED);
};

export const getFilingPassage: AppRouteHandler<typeof routes.getFilingPassage> = async (c) => {
  const { symbol, accession, passageId } = c.req.valid('param');
  return c.json(await readPassage(c.var.db, symbol.toUpperCase(), accession, passageId), HttpStatus.OK);
};

/** The filing's document as the provider serves it (the demo market's only copy; real filings link to the SEC). */
export const getFilingDocument: AppRouteHandler<typeof routes.getFilingDocument> = async (c) => {
  const { symbol, accession } = c.req.valid('param');
  const document = await aiDepsOf(c.var).sources.filingDocument(symbol.toUpperCase(), accession);
  return c.body(document.html, HttpStatus.OK, { 'Content-Type': 'text/html; charset=utf-8' });
};
