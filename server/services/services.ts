/**
 * The one services object request handlers call (`c.var.services`), built once in deps.ts from
 * the app's dependencies. Each method is an operation's business rule with its dependencies and
 * the clock already bound, so a handler only reads its input, names the caller and answers.
 * It holds no database: handlers reach data only through these methods.
 */
import type { CreateConversationRequest, PriceAlertPreferences, SavedScreenInput, UpdateConversationRequest } from '../../generated/model';
import type { ConversationFilter } from '../db/repositories/conversation.repository';
import type { SecurityType } from '../db/repositories/market-read.repository';
import type { MessageFilter } from '../db/repositories/message.repository';
import type { ConversationRow } from '../db/tables/ai.table';
import { notFound } from '../lib/errors';
import type { IntradayInterval } from '../providers/market/types';
import { aiDepsOf } from './ai/ai-services';
import * as conversations from './ai/conversations.service';
import * as questions from './ai/questions.service';
import * as tokens from './api-tokens.service';
import type { AppDependencies } from './dependencies';
import { displayNameOf, welcomeEmail } from './emails';
import { flagsForUser } from './feature-flags.service';
import { submitFeedback } from './feedback.service';
import { type CompleteLoginInput, beginLogin, completeLogin } from './login.service';
import * as companies from './market/company.service';
import * as funds from './market/funds.service';
import * as lookup from './market/lookup.service';
import type { MarketDeps } from './market/market-deps';
import * as overview from './market/market-overview.service';
import * as prices from './market/prices.service';
import * as savedScreens from './market/saved-screens.service';
import * as screen from './market/screen.service';
import { serviceStatus } from './market/status.service';
import * as inbox from './messages.service';
import * as preferences from './preferences.service';
import * as priceAlerts from './price-alerts.service';
import { endSession, resolveSession } from './sessions.service';
import { health } from './system.service';
import { getFilingPassage } from './tenk/filing-passages.service';
import { getTenKChanges } from './tenk/filing-changes.service';
import { scheduleTenKAnalysis } from './tenk/tenk-analysis-queue';
import { getTenKAnalysis, requestTenKAnalysis } from './tenk/tenk-analysis.service';
import * as users from './users.service';
import * as watchlists from './watchlists.service';

interface Page {
  limit: number;
  offset: number;
}

/** The services of the app, bound to `deps`. */
export function createServices(deps: AppDependencies) {
  const { db, clock, config } = deps;
  const now = () => clock.now();
  const market: MarketDeps = deps;
  const ai = aiDepsOf(deps);
  const conversationDeps = { ...ai, clock };
  const hiddenFrom = (userId: string | undefined) => watchlists.symbolsHiddenFrom(db, userId);
  const findProvider = (name: string) => {
    const provider = deps.identity.find(name);
    if (!provider) throw notFound(`No sign-in provider named '${name}'`);
    return provider;
  };

  return {
    /** The settings the HTTP layer reads (cookies, proxies, limits). */
    config,
    clock,
    rateLimiter: deps.rateLimiter,

    auth: {
      providers: () => deps.identity.providers,
      beginLogin: (providerName: string, redirect: string | undefined) => beginLogin(db, findProvider(providerName), redirect, now()),
      completeLogin: (providerName: string, input: Omit<CompleteLoginInput, 'provider' | 'now'>, onRejected: (error: unknown) => void) =>
        completeLogin(db, config.auth, { ...input, provider: findProvider(providerName), now: now() }, onRejected),
      endSession: (secret: string) => endSession(db, secret),
      resolveSession: (secret: string) => resolveSession(db, config.auth, secret, now()),
      resolveApiToken: (value: string) => tokens.resolveApiToken(db, value, now()),
    },

    users: {
      get: (userId: string) => users.getApiUser(db, userId),
      updateProfile: (userId: string, input: { firstName: string; lastName: string }) => users.updateProfile(db, userId, input, now()),
      /** Queues the welcome e-mail; false when no address is known for the account. */
      sendWelcomeEmail: async (userId: string): Promise<boolean> => {
        const profile = await users.getApiUser(db, userId);
        if (!profile.email) return false;
        const message = welcomeEmail(profile.email, displayNameOf(profile), config.publicUrl);
        void deps.jobs.run('welcome-email', () => deps.mailer.send(message));
        return true;
      },
      featureFlags: (userId: string | undefined) => flagsForUser(db, userId),
      submitFeedback: (userId: string, input: { summary: string; details?: string }) => submitFeedback(db, userId, input, now()),
    },

    preferences: {
      list: (userId: string) => preferences.listPreferences(db, userId),
      update: (userId: string, input: Array<{ name: string; value: string | null }>) =>
        preferences.updatePreferences(db, userId, input, now()),
      priceAlerts: (userId: string) => priceAlerts.getPriceAlertPreferences(db, userId),
      savePriceAlerts: (userId: string, input: PriceAlertPreferences) => priceAlerts.savePriceAlertPreferences(db, userId, input, now()),
    },

    watchlists: {
      favorites: (userId: string) => watchlists.listFavorites(db, userId),
      addFavorite: (userId: string, ticker: string) => watchlists.addFavorite(db, userId, ticker, now()),
      removeFavorite: (userId: string, ticker: string) => watchlists.removeFavorite(db, userId, ticker),
      hidden: (userId: string) => watchlists.listHidden(db, userId),
      hide: (userId: string, ticker: string) => watchlists.hideTicker(db, userId, ticker, now()),
      unhide: (userId: string, ticker: string) => watchlists.unhideTicker(db, userId, ticker),
    },

    apiTokens: {
      list: (userId: string) => tokens.listApiTokens(db, userId),
      create: (userId: string, input: { name: string; expiresAt?: string }) =>
        tokens.createApiToken(db, userId, input, now(), config.apiTokensPerUser),
      revoke: (userId: string, id: string) => tokens.revokeApiToken(db, userId, id),
    },

    inbox: {
      list: (userId: string, filter: MessageFilter, page: Page) => inbox.listMessages(db, userId, filter, page),
      get: (userId: string, id: string) => inbox.getMessage(db, userId, id),
      create: (userId: string, input: inbox.NewInboxMessage) => inbox.createMessage(db, userId, input, now()),
      unreadCount: (userId: string) => inbox.getUnreadCount(db, userId),
      stats: (userId: string) => inbox.getMessageStats(db, userId),
      markRead: (userId: string, id: string) => inbox.markRead(db, userId, id, now()),
      archive: (userId: string, id: string) => inbox.archive(db, userId, id, now()),
      remove: (userId: string, id: string) => inbox.deleteMessage(db, userId, id),
      markAllRead: (userId: string) => inbox.markAllRead(db, userId, now()),
      archiveAll: (userId: string) => inbox.archiveAll(db, userId, now()),
      deleteArchived: (userId: string) => inbox.deleteArchived(db, userId),
    },

    /** Market answers; `userId` (when given) leaves out the tickers that user hid. */
    market: {
      indices: (symbols: string[] | undefined) => overview.listIndices(market, symbols),
      movers: async (userId: string | undefined) => overview.getMarketMovers(market, await hiddenFrom(userId)),
      latestNews: async (userId: string | undefined, limit: number, offset: number) =>
        companies.newsPage(market, null, limit, offset, await hiddenFrom(userId)),
      status: () => serviceStatus(deps),
      health: () => health(deps),
      tickerInfo: (symbol: string) => lookup.getTickerInfo(market, symbol),
      search: async (userId: string, query: string, types: SecurityType[], limit: number) =>
        lookup.search(market, query, types, limit, await hiddenFrom(userId)),
    },

    companies: {
      list: (query: screen.CompanyListQuery) => screen.listCompanies(market, query),
      get: (symbol: string) => companies.getCompany(market, symbol),
      refresh: (symbol: string) => companies.refreshCompany(market, symbol),
      statements: (symbol: string) => companies.getStatements(market, symbol),
      financialsChart: (symbol: string) => companies.getFinancialsChart(market, symbol),
      news: (symbol: string, limit: number, offset: number) => companies.listCompanyNews(market, symbol, limit, offset),
    },

    prices: {
      get: (symbol: string) => prices.getPrice(market, symbol),
      many: (tickers: string[]) => prices.getPrices(market, tickers),
      daily: (symbol: string, startDate: string, endDate: string) => prices.getDailyChart(market, symbol, startDate, endDate),
      intraday: (symbol: string, interval: IntradayInterval, startDate: string, endDate: string) =>
        prices.getIntradayChart(market, symbol, interval, startDate, endDate),
    },

    funds: {
      list: (query: funds.FundQuery) => funds.listFunds(market, query),
      get: (symbol: string) => funds.getFund(market, symbol),
    },

    screens: {
      run: async (userId: string, query: screen.ScreenQuery) => screen.screenStocks(market, query, await hiddenFrom(userId)),
      list: (userId: string) => savedScreens.listSavedScreens(db, userId),
      get: (userId: string, id: string) => savedScreens.getSavedScreen(db, userId, id),
      create: (userId: string, input: SavedScreenInput) => savedScreens.createSavedScreen(db, userId, input, now()),
      update: (userId: string, id: string, input: SavedScreenInput) => savedScreens.updateSavedScreen(db, userId, id, input, now()),
      remove: (userId: string, id: string) => savedScreens.deleteSavedScreen(db, userId, id),
      runSaved: (userId: string, id: string, page: number, limit: number) => savedScreens.runSavedScreen(market, userId, id, page, limit),
    },

    questions: {
      history: (userId: string, ticker?: string) => questions.listHistory(ai, userId, ticker),
      ask: (userId: string, input: questions.AskInput) =>
        questions.askQuestion({ ...ai, jobs: deps.jobs, clock, answerWaitMs: deps.ai.answerWaitMs }, userId, input),
      get: (userId: string, id: string) => questions.getQuestion(ai, userId, id),
      remove: (userId: string, id: string) => questions.deleteQuestion(ai, userId, id),
    },

    conversations: {
      list: (userId: string, filter: ConversationFilter, page: Page) => conversations.listConversations(ai, userId, filter, page),
      create: (userId: string, request: CreateConversationRequest) => conversations.createConversation(conversationDeps, userId, request),
      get: (userId: string, id: string) => conversations.getConversation(ai, userId, id),
      update: (userId: string, id: string, changes: UpdateConversationRequest) =>
        conversations.updateConversation(conversationDeps, userId, id, changes),
      remove: (userId: string, id: string) => conversations.deleteConversation(ai, userId, id),
      messages: (userId: string, id: string, page: Page) => conversations.listConversationMessages(ai, userId, id, page),
      post: (userId: string, id: string, message: string) => conversations.postMessage(conversationDeps, userId, id, message),
      open: (userId: string, id: string) => conversations.openConversation(conversationDeps, userId, id),
      stream: (conversation: ConversationRow, message: string, signal: AbortSignal) =>
        conversations.streamMessage(conversationDeps, conversation, message, signal),
    },

    tenK: {
      analysis: (symbol: string) => getTenKAnalysis(ai, symbol),
      /** Records the request and queues the analysis as a durable job. */
      startAnalysis: async (symbol: string, userId: string) => {
        const { id, response } = await requestTenKAnalysis(ai, symbol, userId);
        await scheduleTenKAnalysis(deps, id);
        return response;
      },
      changes: (symbol: string, year?: number) => getTenKChanges(ai, symbol, year),
      passage: (symbol: string, accession: string, passageId: string) => getFilingPassage(db, symbol, accession, passageId),
      document: (symbol: string, accession: string) => ai.sources.filingDocument(symbol, accession),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** The app's dependencies with the services built from them: what createApp wires. */
export interface ServerParts extends AppDependencies {
  services: Services;
}
