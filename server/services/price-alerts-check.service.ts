/**
 * Daily price alerts (one pass; jobs/definitions/price-alerts.job.ts runs it on a schedule). While the US market is open, for each user with alerts on, every
 * favourite whose move from today's open reaches the user's threshold in the chosen direction
 * gets one inbox message per New York trading day (senderType system, priority high, linked to
 * the stock page) and, when the flag email-notifications and the preference emailSystemMessages
 * are both on, an e-mail. The delivery row (primary key user, ticker, day) is written in the
 * same transaction as the message, so a second run or a restart never alerts twice.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { listEnabledPriceAlertSettings } from '../db/repositories/price-alert-settings.repository';
import { listFavoritesOfUsers } from '../db/repositories/watchlist.repository';
import type { Clock } from '../lib/clock';
import { dateOfDay, sessionAt } from '../lib/market-clock';
import type { Mailer } from '../providers/mail/mailer';
import type { MarketData } from '../providers/market/market-data';
import { alertEmail, systemEmailAddress } from './emails';
import type { PriceAlertPreferences } from '../../generated/model';
import { toPriceAlertPreferences } from './price-alerts.service';

/** Today's open and the current price of a symbol. */
export interface Quote {
  symbol: string;
  open: number;
  price: number;
}

export interface QuoteSource {
  getQuotes(symbols: string[]): Promise<Quote[]>;
}

/** The market-data facade as a quote source (quotes without an open or a price are left out). */
export function marketQuoteSource(marketData: Pick<MarketData, 'getQuotes'>): QuoteSource {
  return {
    async getQuotes(symbols) {
      const { data } = await marketData.getQuotes(symbols);
      return data.flatMap((q) => (q.open && q.price !== null ? [{ symbol: q.symbol.toUpperCase(), open: q.open, price: q.price }] : []));
    },
  };
}

export interface PriceAlertsDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  quotes: QuoteSource;
  publicUrl: string;
  logger: Logger;
}

/** Percent move from the open, rounded to 4 decimals so 100 → 100.1 is exactly 0.1 %. */
function movePercent(quote: Quote): number {
  return Math.round(((quote.price - quote.open) / quote.open) * 100 * 10_000) / 10_000;
}

/** Whether a move should alert under these settings. */
function shouldAlert(move: number, settings: PriceAlertPreferences): boolean {
  if (Math.abs(move) < settings.threshold) return false;
  if (settings.onlyPositive) return move > 0;
  if (settings.onlyNegative) return move < 0;
  return true;
}

function alertText(quote: Quote, move: number, threshold: number) {
  const direction = move > 0 ? 'up' : 'down';
  const signed = `${move > 0 ? '+' : ''}${move.toFixed(2)}%`;
  return {
    subject: `${quote.symbol} is ${direction} ${Math.abs(move).toFixed(2)}% today`,
    body: `${quote.symbol} moved ${signed} from today's open of $${quote.open.toFixed(2)} to $${quote.price.toFixed(2)}, past your ${threshold}% alert threshold.`,
  };
}

/** Records the delivery and writes the message; false when this alert was already delivered. */
async function deliverOnce(db: Kysely<Database>, userId: string, quote: Quote, move: number, day: string, threshold: number, now: Date) {
  const text = alertText(quote, move, threshold);
  return db.transaction().execute(async (trx) => {
    const messageId = randomUUID();
    const inserted = await trx
      .insertInto('price_alert_deliveries')
      .values({
        userId,
        ticker: quote.symbol,
        tradingDay: day,
        changePercent: move,
        messageId,
        createdAt: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['userId', 'ticker', 'tradingDay']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    await trx
      .insertInto('messages')
      .values({
        id: messageId,
        userId,
        subject: text.subject,
        body: text.body,
        priority: 'high',
        senderType: 'system',
        relatedLink: `/stock/${encodeURIComponent(quote.symbol)}`,
        createdAt: now.toISOString(),
      })
      .execute();
    return text;
  });
}

/** One pass of the job; returns how many alerts it delivered. */
export async function runPriceAlerts(deps: PriceAlertsDeps, signal?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  const session = sessionAt(now);
  if (!session.open) return 0;
  const day = dateOfDay(session.day);
  const settings = new Map((await listEnabledPriceAlertSettings(deps.db)).map((row) => [row.userId, toPriceAlertPreferences(row)]));
  const favorites = await listFavoritesOfUsers(deps.db, [...settings.keys()]);
  if (favorites.length === 0) return 0;
  const quotes = new Map((await deps.quotes.getQuotes([...new Set(favorites.map((f) => f.ticker))])).map((q) => [q.symbol, q]));

  let delivered = 0;
  for (const { userId, ticker } of favorites) {
    if (signal?.aborted) break;
    const quote = quotes.get(ticker);
    const preferences = settings.get(userId);
    if (!quote || quote.open <= 0 || !preferences) continue;
    const move = movePercent(quote);
    if (!shouldAlert(move, preferences)) continue;
    const text = await deliverOnce(deps.db, userId, quote, move, day, preferences.threshold, now);
    if (!text) continue;
    delivered++;
    const to = await systemEmailAddress(deps.db, userId);
    if (to) {
      const link = `${deps.publicUrl}/stock/${encodeURIComponent(ticker)}`;
      await deps.mailer
        .send(alertEmail(to, { ...text, link, turnOff: 'Change your price alerts on your profile page.' }))
        .catch((err: unknown) => {
          deps.logger.error({ err, userId, ticker }, 'price alert e-mail failed');
        });
    }
  }
  return delivered;
}
