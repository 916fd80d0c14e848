import { createMarketRouter } from '../../../generated/routes/market.routes';
import * as handlers from './market.handlers';

export const marketRouter = createMarketRouter(handlers);
