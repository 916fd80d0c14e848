import { createFundsRouter } from '../../../generated/routes/funds.routes';
import { invalidSymbolHook } from '../../http/symbol-hook';
import * as handlers from './funds.handlers';

export const fundsRouter = createFundsRouter(handlers, {
  getFund: invalidSymbolHook('getFund'),
});
