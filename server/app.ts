/**
 * Builds the whole application without listening: the API under /api/v1, its reference at
 * /api/docs, and the web client. Tests call `createApp(deps).request(...)`.
 */
import { aiRouter } from './routes/ai/ai.index';
import { authRouter } from './routes/auth/auth.index';
import { companiesRouter } from './routes/companies/companies.index';
import { conversationsRouter } from './routes/conversations/conversations.index';
import { feedbackRouter } from './routes/feedback/feedback.index';
import { fundsRouter } from './routes/funds/funds.index';
import { marketRouter } from './routes/market/market.index';
import { messagesRouter } from './routes/messages/messages.index';
import { newsRouter } from './routes/news/news.index';
import { screenRouter } from './routes/screen/screen.index';
import { searchRouter } from './routes/search/search.index';
import { stocksRouter } from './routes/stocks/stocks.index';
import { systemRouter } from './routes/system/system.index';
import { tickerRouter } from './routes/ticker/ticker.index';
import { userRouter } from './routes/user/user.index';
import { authenticate } from './http/auth';
import { compression } from './http/compression';
import { refuseOtherMethods } from './http/allowed-methods';
import { createRouter, installErrorHandlers } from './http/create-app';
import { requestContext } from './http/request-context';
import { trafficLimits } from './http/traffic-limits';
import { DEV_IDP_FORM_LIMIT_BYTES, DEV_IDP_FORM_PATH, limitBody, limitJsonDepth } from './http/request-bounds';
import { securityHeaders } from './http/security-headers';
import type { ServerParts } from './services/services';
import { devIdpRouter } from './providers/identity/dev-idp/dev-idp.router';
import { apiDocsRouter } from './web/api-docs';
import { clientAppRouter } from './web/client-app';
import { testRoutesPath, testRoutesRouter } from './web/test-routes';
import { testFaults } from './web/test-faults';

const apiBasePath = '/api/v1';

/** Every tag's router but auth's (built with the site's settings), in the order openapi.yaml lists the tags. */
const apiRouters = [
  userRouter,
  companiesRouter,
  stocksRouter,
  fundsRouter,
  tickerRouter,
  searchRouter,
  newsRouter,
  messagesRouter,
  systemRouter,
  marketRouter,
  screenRouter,
  feedbackRouter,
  aiRouter,
  conversationsRouter,
];

export function createApp(deps: ServerParts) {
  const app = createRouter();
  const allowed = installErrorHandlers(app, apiBasePath);
  app.use('*', compression(apiBasePath));
  app.use('*', securityHeaders(deps.config));
  app.use('*', requestContext({ services: deps.services, logger: deps.logger, slowRequestMs: deps.config.slowRequestMs }));
  const limits = trafficLimits(deps);
  app.use('*', limits.pages(apiBasePath));
  // 405 and OPTIONS before the router could run a parameterised sibling (GET /messages/read-all).
  app.use(`${apiBasePath}/*`, refuseOtherMethods(allowed, apiBasePath));
  // Bounds before anything reads a body: size (413) and, for JSON, nesting (422).
  app.use('/api/*', limitBody(deps.config.limits.apiBodyBytes), limitJsonDepth());
  // The dev IdP's sign-in form (request-bounds.ts bodyLimitOf).
  app.use(`${DEV_IDP_FORM_PATH}*`, limitBody(DEV_IDP_FORM_LIMIT_BYTES));
  // The signed-in caller (session cookie or bearer token) of every API call: c.get('user').
  app.use(`${apiBasePath}/*`, authenticate(app, { config: deps.config, limits }));
  // End-to-end tests only: X-Test-Fault makes chosen API calls fail (see web/test-faults.ts).
  if (deps.config.testRoutes) app.use(`${apiBasePath}/*`, testFaults());
  app.route(apiBasePath, authRouter(deps.config));
  for (const router of apiRouters) app.route(apiBasePath, router);
  const { devIdp } = deps.identity;
  if (devIdp) app.route('/', devIdpRouter(devIdp, new URL(deps.config.publicUrl).origin));
  app.route('/api/docs', apiDocsRouter());
  if (deps.config.testRoutes) app.route(testRoutesPath, testRoutesRouter());
  app.all('/api/*', (c) => c.notFound());
  app.route(
    '/',
    clientAppRouter(deps.config.clientDist, (input, init) => app.request(input, init)),
  );
  return app;
}
