import { createTickerRouter } from '../../../generated/routes/ticker.routes';
import * as handlers from './ticker.handlers';

export const tickerRouter = createTickerRouter(handlers);
