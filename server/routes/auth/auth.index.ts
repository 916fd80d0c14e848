import type { Config } from '../../config';
import { createAuthRouter } from '../../../generated/routes/auth.routes';
import { authHandlers } from './auth.handlers';

export const authRouter = (site: Pick<Config, 'publicUrl' | 'trustedProxies'>) => createAuthRouter(authHandlers(site));
