/** The market data the API reads: companies, prices, funds, lookup, news, the overview and the screener. */
import type { StatementsPeriod, SavedScreenInput } from '../../../generated/model';
import type { SecurityType } from '../../db/repositories/market-read.repository';
import type { IntradayInterval } from '../../providers/market/types';
import * as filingReader from '../filings/filing-reader.service';
import * as companies from '../market/reading/company.service';
import * as funds from '../market/reading/funds.service';
import * as lookup from '../market/reading/lookup.service';
import * as overview from '../market/reading/market-overview.service';
import * as prices from '../market/reading/prices.service';
import * as savedScreens from '../market/screening/saved-screens.service';
import * as screen from '../market/screening/screen.service';
import { getSegments, type SegmentPeriods } from '../segments/segments.service';
import { getFilingPassage } from '../tenk/filing-passages.service';
import { getFilingChanges, getTenKChanges } from '../tenk/filing-changes.service';
import { scheduleTenKAnalysis } from '../tenk/tenk-analysis-queue';
import { getTenKAnalysis, requestTenKAnalysis } from '../tenk/tenk-analysis.service';
import type { ServiceContext } from './service-context';

export function marketServices(context: ServiceContext) {
  const { deps, db, now, market, ai, budgets, hiddenFrom } = context;
  return {
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
  };
}
