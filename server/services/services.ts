/**
 * The one services object request handlers call (`c.get('services')`), built once in deps.ts from
 * the app's dependencies. Its areas are named after the API's tags (routes/<tag>/ calls
 * `services.<tag>`); each method is an operation's rule with its dependencies and the clock
 * already bound, so a handler only reads its input, names the caller and answers. It holds no
 * database, settings or clock: handlers reach data and time only through these methods.
 */
import type {
  ApiTokenCreate,
  CreateConversationRequest,
  FeedbackCreate,
  PreferenceInput,
  StatementsPeriod,
  PriceAlertPreferences,
  ProfileUpdate,
  SavedScreenInput,
  UpdateConversationRequest,
} from '../../generated/model';
import type { SecurityType } from '../db/repositories/market-read.repository';
import type { MessageFilter } from '../db/repositories/message.repository';
import { notFound } from '../lib/errors';
import type { IntradayInterval } from '../providers/market/types';
import { aiDepsOf } from './ai/ai-services';
import * as conversations from './ai/conversations.service';
import * as filingReader from './filings/filing-reader.service';
import * as questions from './ai/questions.service';
import * as tokens from './api-tokens.service';
import type { AppDependencies } from './dependencies';
import { displayNameOf, welcomeEmail } from './emails';
import { flagsForUser } from './feature-flags.service';
import { submitFeedback } from './feedback.service';
import { type CompleteLoginInput, LOGIN_FLOW_TTL_MS, beginLogin, completeLogin } from './login.service';
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
import { getSegments, type SegmentPeriods } from './segments/segments.service';
import { getFilingPassage } from './tenk/filing-passages.service';
import { getFilingChanges, getTenKChanges } from './tenk/filing-changes.service';
import { scheduleTenKAnalysis } from './tenk/tenk-analysis-queue';
import { getTenKAnalysis, requestTenKAnalysis } from './tenk/tenk-analysis.service';
import { aiBudgets } from './ai/ai-budgets';
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
  const askDeps: questions.AskDeps = { ...ai, jobs: deps.jobs, answerWaitMs: deps.ai.answerWaitMs, lease: deps.durableJobs };
  const budgets = aiBudgets(deps.rateLimiter, clock, config.ai.dailyBudgets);
  const hiddenFrom = (userId: string | undefined) => watchlists.symbolsHiddenFrom(db, userId);
  const provider = (name: string) => {
    const found = deps.identity.find(name);
    if (!found) throw notFound(`No sign-in provider named '${name}'`);
    return found;
  };

  return {
    auth: {
      providers: () => deps.identity.providers,
      /** The named sign-in provider, or 404. */
      provider,
      /** Counts the attempt from `clientAddress` (429 past RATE_LIMIT_LOGIN), then starts the flow at the provider. */
      beginLogin: async (providerName: string, redirect: string | undefined, clientAddress: string) => {
        await deps.rateLimiter.hit(`login:${clientAddress}`, config.rateLimits.login, config.rateLimits.windowMs);
        const started = await beginLogin(db, provider(providerName), redirect, now());
        return { ...started, maxAgeMs: LOGIN_FLOW_TTL_MS };
      },
      completeLogin: async (input: Omit<CompleteLoginInput, 'now'>, onRejected: (error: unknown) => void) => {
        const at = now();
        const completed = await completeLogin(db, config.auth, { ...input, now: at }, onRejected);
        return { ...completed, maxAgeMs: completed.session.expiresAt.getTime() - at.getTime() };
      },
      endSession: (secret: string) => endSession(db, secret),
      resolveSession: (secret: string) => resolveSession(db, config.auth, secret, now()),
      resolveApiToken: (value: string) => tokens.resolveApiToken(db, value, now()),
      me: (userId: string) => users.getApiUser(db, userId),
    },

    user: {
      preferences: (userId: string) => preferences.listPreferences(db, userId),
      updatePreferences: (userId: string, input: PreferenceInput[]) => preferences.updatePreferences(db, userId, input, now()),
      favorites: (userId: string) => watchlists.listFavorites(db, userId),
      addFavorite: (userId: string, ticker: string) => watchlists.addFavorite(db, userId, ticker, now()),
      removeFavorite: (userId: string, ticker: string) => watchlists.removeFavorite(db, userId, ticker),
      hidden: (userId: string) => watchlists.listHidden(db, userId),
      hide: (userId: string, ticker: string) => watchlists.hideTicker(db, userId, ticker, now()),
      unhide: (userId: string, ticker: string) => watchlists.unhideTicker(db, userId, ticker),
      priceAlerts: (userId: string) => priceAlerts.getPriceAlertPreferences(db, userId),
      savePriceAlerts: (userId: string, input: PriceAlertPreferences) => priceAlerts.savePriceAlertPreferences(db, userId, input, now()),
      updateProfile: (userId: string, input: ProfileUpdate) => users.updateProfile(db, userId, input, now()),
      /** Queues the welcome e-mail; false when no address is known for the account. */
      sendWelcomeEmail: async (userId: string): Promise<boolean> => {
        const profile = await users.getApiUser(db, userId);
        if (!profile.email) return false;
        const message = welcomeEmail(profile.email, displayNameOf(profile), config.publicUrl);
        void deps.jobs.run('welcome-email', () => deps.mailer.send(message));
        return true;
      },
      apiTokens: (userId: string) => tokens.listApiTokens(db, userId),
      createApiToken: (userId: string, input: ApiTokenCreate) => tokens.createApiToken(db, userId, input, now(), config.apiTokensPerUser),
      revokeApiToken: (userId: string, id: string) => tokens.revokeApiToken(db, userId, id),
    },

    companies: {
      list: (query: screen.CompanyListQuery) => screen.listCompanies(market, query),
      get: (symbol: string) => companies.getCompany(market, symbol),
      refresh: (symbol: string) => companies.refreshCompany(market, symbol),
      statements: (symbol: string, period?: StatementsPeriod) => companies.getStatements(market, symbol, period),
      financialsChart: (symbol: string, period?: 'annual' | 'quarterly') => companies.getFinancialsChart(market, symbol, period),
      segments: (symbol: string, period: SegmentPeriods) => getSegments(ai, symbol, period),
      news: (symbol: string, limit: number, offset: number) => companies.listCompanyNews(market, symbol, limit, offset),
      tenKAnalysis: (symbol: string) => getTenKAnalysis(ai, symbol),
      /** Records the request and queues the analysis as a durable job. */
      startTenKAnalysis: async (userId: string, symbol: string) => {
        await budgets.spend('tenKAnalyses', userId);
        const { id, response } = await requestTenKAnalysis(ai, symbol, userId);
        await scheduleTenKAnalysis(deps, id);
        return response;
      },
      tenKChanges: (symbol: string, year?: number) => getTenKChanges(ai, symbol, year),
      filingChanges: (symbol: string, accession: string) => getFilingChanges(ai, symbol, accession),
      filingPassage: (symbol: string, accession: string, passageId: string) => getFilingPassage(db, symbol, accession, passageId),
      filingDocument: (symbol: string, accession: string) => ai.sources.filingDocument(symbol, accession),
      filings: (symbol: string, forms: readonly string[]) => filingReader.listCompanyFilings(ai, symbol, forms),
      filingSections: (symbol: string, accession: string) => filingReader.filingSections(ai, symbol, accession),
      filingSection: (symbol: string, accession: string, key: string) => filingReader.filingSection(ai, symbol, accession, key),
    },

    stocks: {
      price: (symbol: string) => prices.getPrice(market, symbol),
      prices: (tickers: string[]) => prices.getPrices(market, tickers),
      dailyChart: (symbol: string, startDate: string, endDate: string) => prices.getDailyChart(market, symbol, startDate, endDate),
      intradayChart: (symbol: string, interval: IntradayInterval, startDate: string, endDate: string) =>
        prices.getIntradayChart(market, symbol, interval, startDate, endDate),
    },

    funds: {
      list: (query: funds.FundQuery) => funds.listFunds(market, query),
      get: (symbol: string) => funds.getFund(market, symbol),
    },

    ticker: {
      info: (symbol: string) => lookup.getTickerInfo(market, symbol),
    },

    /** Leaves out the tickers the user hid. */
    search: {
      securities: async (userId: string, query: string, types: SecurityType[], limit: number) =>
        lookup.search(market, query, types, limit, await hiddenFrom(userId)),
    },

    /** `userId` (when signed in) leaves out the tickers that user hid. */
    news: {
      latest: async (userId: string | undefined, limit: number, offset: number) =>
        companies.newsPage(market, null, limit, offset, await hiddenFrom(userId)),
      demoArticle: (slug: string) => companies.demoNewsArticle(market, slug),
    },

    messages: {
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

    system: {
      health: () => health(deps),
      status: () => serviceStatus(deps),
      featureFlags: (userId: string | undefined) => flagsForUser(db, userId),
    },

    /** `userId` (when signed in) leaves out the tickers that user hid from the movers. */
    market: {
      indices: (symbols: string[] | undefined) => overview.listIndices(market, symbols),
      movers: async (userId: string | undefined) => overview.getMarketMovers(market, await hiddenFrom(userId)),
    },

    screen: {
      /** Leaves out the tickers the user hid. */
      run: async (userId: string, query: screen.ScreenQuery) => screen.screenStocks(market, query, await hiddenFrom(userId)),
      saved: (userId: string) => savedScreens.listSavedScreens(db, userId),
      getSaved: (userId: string, id: string) => savedScreens.getSavedScreen(db, userId, id),
      createSaved: (userId: string, input: SavedScreenInput) => savedScreens.createSavedScreen(db, userId, input, now()),
      updateSaved: (userId: string, id: string, input: SavedScreenInput) => savedScreens.updateSavedScreen(db, userId, id, input, now()),
      deleteSaved: (userId: string, id: string) => savedScreens.deleteSavedScreen(db, userId, id),
      runSaved: (userId: string, id: string, page: number, limit: number) => savedScreens.runSavedScreen(market, userId, id, page, limit),
    },

    feedback: {
      submit: (userId: string, input: FeedbackCreate) => submitFeedback(db, userId, input, now()),
    },

    ai: {
      history: (userId: string, ticker?: string) => questions.listHistory(ai, userId, ticker),
      ask: async (userId: string, input: questions.AskInput) => {
        await budgets.spend('questions', userId);
        return questions.askQuestion(askDeps, userId, input);
      },
      get: (userId: string, id: string) => questions.getQuestion(ai, userId, id),
      remove: (userId: string, id: string) => questions.deleteQuestion(ai, userId, id),
    },

    conversations: {
      list: (userId: string, filter: conversations.ConversationFilter, page: Page) =>
        conversations.listConversations(ai, userId, filter, page),
      /** Starts a conversation with its first message (which spends one of the day's budget). */
      create: async (userId: string, request: CreateConversationRequest) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.createConversation(ai, userId, request);
      },
      get: (userId: string, id: string) => conversations.getConversation(ai, userId, id),
      update: (userId: string, id: string, changes: UpdateConversationRequest) => conversations.updateConversation(ai, userId, id, changes),
      remove: (userId: string, id: string) => conversations.deleteConversation(ai, userId, id),
      messages: (userId: string, id: string, page: Page) => conversations.listConversationMessages(ai, userId, id, page),
      post: async (userId: string, id: string, message: string) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.postMessage(ai, userId, id, message);
      },
      /** The user's conversation, ready to stream a reply into (404 when it is not theirs); spends a message of the day's budget. */
      open: async (userId: string, id: string) => {
        await budgets.spend('conversationMessages', userId);
        return conversations.openConversation(ai, userId, id);
      },
      stream: (conversation: conversations.OpenConversation, message: string, signal: AbortSignal) =>
        conversations.streamMessage(ai, conversation, message, signal),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** The app's dependencies with the services built from them: what main.ts and the tests hand to createApp. */
export interface ServerParts extends AppDependencies {
  services: Services;
}
