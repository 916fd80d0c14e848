import { createUserRouter } from '../../../generated/routes/user.routes';
import * as handlers from './user.handlers';

export const userRouter = createUserRouter(handlers);
