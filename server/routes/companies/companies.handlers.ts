import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import { jsonOnce, serializedJson } from '../../http/serialized-json';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/companies.routes';

export const listCompanies: AppRouteHandler<typeof routes.listCompanies> = async (c) => {
  const query = c.req.valid('query');
  return c.json(await c.get('services').companies.list({ ...query, offset: query.offset ?? 0 }), HttpStatus.OK);
};

/** Each answer's JSON text: getCompany returns the same object until the company or its quote changes. */
const companyJson = jsonOnce();

export const getCompany: AppRouteHandler<typeof routes.getCompany> = async (c) => {
  const company = await c.get('services').companies.get(normalizeSymbol(c.req.valid('param').symbol));
  return serializedJson(c, company, companyJson(company), HttpStatus.OK);
};

export const refreshCompany: AppRouteHandler<typeof routes.refreshCompany> = async (c) => {
  requireUser(c);
  return c.json(await c.get('services').companies.refresh(normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.ACCEPTED);
};

export const getStatements: AppRouteHandler<typeof routes.getStatements> = async (c) =>
  c.json(
    await c.get('services').companies.statements(normalizeSymbol(c.req.valid('param').symbol), c.req.valid('query').period),
    HttpStatus.OK,
  );

export const getFinancialsChart: AppRouteHandler<typeof routes.getFinancialsChart> = async (c) =>
  c.json(
    await c.get('services').companies.financialsChart(normalizeSymbol(c.req.valid('param').symbol), c.req.valid('query').period),
    HttpStatus.OK,
  );

export const listCompanyNews: AppRouteHandler<typeof routes.listCompanyNews> = async (c) => {
  const { limit, offset = 0 } = c.req.valid('query');
  return c.json(await c.get('services').companies.news(normalizeSymbol(c.req.valid('param').symbol), limit, offset), HttpStatus.OK);
};
