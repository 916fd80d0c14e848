import { createSystemRouter } from '../../../generated/routes/system.routes';
import * as handlers from './system.handlers';
import * as featureFlags from './feature-flags.handlers';

export const systemRouter = createSystemRouter({ ...handlers, ...featureFlags });
