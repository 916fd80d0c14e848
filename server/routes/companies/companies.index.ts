import { createRouter } from '../../lib/create-app';
import { invalidSymbolHook } from '../../lib/symbol-hook';
import * as handlers from './companies.handlers';
import * as routes from './companies.routes';
import * as tenk from './tenk.handlers';

export const companiesRouter = createRouter()
  .openapi(routes.listCompanies, handlers.listCompanies)
  .openapi(routes.getCompany, handlers.getCompany, invalidSymbolHook('getCompany'))
  .openapi(routes.refreshCompany, handlers.refreshCompany, invalidSymbolHook('refreshCompany'))
  .openapi(routes.getStatements, handlers.getStatements, invalidSymbolHook('getStatements'))
  .openapi(routes.getFinancialsChart, handlers.getFinancialsChart)
  .openapi(routes.listCompanyNews, handlers.listCompanyNews)
  .openapi(routes.getTenKAnalysis, tenk.getTenKAnalysis)
  .openapi(routes.startTenKAnalysis, tenk.startTenKAnalysis)
  .openapi(routes.getFilingPassage, tenk.getFilingPassage);
