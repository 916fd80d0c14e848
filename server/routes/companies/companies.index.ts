import { createCompaniesRouter } from '../../../generated/routes/companies.routes';
import { invalidSymbolHook } from '../../http/symbol-hook';
import * as handlers from './companies.handlers';
import * as tenkChanges from './tenk-changes.handlers';
import * as tenk from './tenk.handlers';

export const companiesRouter = createCompaniesRouter(
  { ...handlers, ...tenk, ...tenkChanges },
  {
    getCompany: invalidSymbolHook('getCompany'),
    refreshCompany: invalidSymbolHook('refreshCompany'),
    getStatements: invalidSymbolHook('getStatements'),
  },
);
