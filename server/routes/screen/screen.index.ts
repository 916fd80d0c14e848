import { createScreenRouter } from '../../../generated/routes/screen.routes';
import * as savedScreens from './saved-screens.handlers';
import * as handlers from './screen.handlers';

export const screenRouter = createScreenRouter({ ...handlers, ...savedScreens });
