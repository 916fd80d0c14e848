import { createAuthRouter } from '../../../generated/routes/auth.routes';
import * as handlers from './auth.handlers';

export const authRouter = createAuthRouter(handlers);
