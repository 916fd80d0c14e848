/** The filing operations of the 'companies' tag: the 10-K analysis, the passages its answers cite, the segment figures. */
import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/companies.routes';

export const getTenKAnalysis: AppRouteHandler<typeof routes.getTenKAnalysis> = async (c) => {
  requireUser(c);
  return c.json(await c.get('services').companies.tenKAnalysis(c.req.valid('param').symbol.toUpperCase()), HttpStatus.OK);
};

export const startTenKAnalysis: AppRouteHandler<typeof routes.startTenKAnalysis> = async (c) => {
  const user = requireUser(c);
  const symbol = c.req.valid('param').symbol.toUpperCase();
  return c.json(await c.get('services').companies.startTenKAnalysis(user.id, symbol), HttpStatus.ACCEPTED);
};

export const getFilingPassage: AppRouteHandler<typeof routes.getFilingPassage> = async (c) => {
  const { symbol, accession, passageId } = c.req.valid('param');
  return c.json(await c.get('services').companies.filingPassage(symbol.toUpperCase(), accession, passageId), HttpStatus.OK);
};

/** The filing's document as the provider serves it (the demo market's only copy; real filings link to the SEC). */
export const getFilingDocument: AppRouteHandler<typeof routes.getFilingDocument> = async (c) => {
  const { symbol, accession } = c.req.valid('param');
  const document = await c.get('services').companies.filingDocument(symbol.toUpperCase(), accession);
  return c.body(document.html, HttpStatus.OK, { 'Content-Type': 'text/html; charset=utf-8' });
};

/** The company's 10-K, 10-Q and 20-F filings, newest first. */
export const listCompanyFilings: AppRouteHandler<typeof routes.listCompanyFilings> = async (c) => {
  const { symbol } = c.req.valid('param');
  const forms = (c.req.valid('query').form ?? '10-K,10-Q,20-F').split(',');
  return c.json(await c.get('services').companies.filings(symbol.toUpperCase(), forms), HttpStatus.OK);
};

export const getFilingSections: AppRouteHandler<typeof routes.getFilingSections> = async (c) => {
  const { symbol, accession } = c.req.valid('param');
  return c.json(await c.get('services').companies.filingSections(symbol.toUpperCase(), accession), HttpStatus.OK);
};

export const getFilingSection: AppRouteHandler<typeof routes.getFilingSection> = async (c) => {
  const { symbol, accession, section } = c.req.valid('param');
  return c.json(await c.get('services').companies.filingSection(symbol.toUpperCase(), accession, section), HttpStatus.OK);
};

export const getSegments: AppRouteHandler<typeof routes.getSegments> = async (c) => {
  const { symbol } = c.req.valid('param');
  const { period } = c.req.valid('query');
  return c.json(await c.get('services').companies.segments(symbol.toUpperCase(), period ?? 'annual'), HttpStatus.OK);
};
