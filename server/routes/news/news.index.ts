import { createNewsRouter } from '../../../generated/routes/news.routes';
import * as handlers from './news.handlers';

export const newsRouter = createNewsRouter(handlers);
