import { createScreenRouter } from '../../../generated/routes/screen.routes';
import * as handlers from './screen.handlers';

export const screenRouter = createScreenRouter(handlers);
