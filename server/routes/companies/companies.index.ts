import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './companies.routes';

export const companiesRouter = createRouter()
  .openapi(routes.listCompanies, notImplemented)
  .openapi(routes.getCompany, notImplemented)
  .openapi(routes.refreshCompany, notImplemented)
  .openapi(routes.getStatements, notImplemented)
  .openapi(routes.getFinancialsChart, notImplemented)
  .openapi(routes.listCompanyNews, notImplemented)
  .openapi(routes.getTenKAnalysis, notImplemented)
  .openapi(routes.startTenKAnalysis, notImplemented)
  .openapi(routes.getFilingPassage, notImplemented);
