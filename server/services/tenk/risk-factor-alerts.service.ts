/**
 * When a new 10-K names risk factors its predecessor did not, every user who favourites the
 * company gets one inbox message listing them, linked to the 10-K page's 'What changed'.
 * checkNewTenKs runs after each market sync.
 */
import { lastCheckedAccession, recordCheckedAccession } from '../../db/repositories/tenk-alert.repository';
import { listFavoritedTickers, listUsersFavoriting } from '../../db/repositories/watchlist.repository';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { AiDeps } from '../ai/answerer';
import { createMessage } from '../messages.service';
import { getTenKChanges } from './filing-changes.service';

/** How many new risk factors a message quotes before it says how many more there are. */
const QUOTED = 3;

export async function alertNewRiskFactors(deps: Pick<AiDeps, 'db' | 'sources'> & { clock: Clock }, symbol: string): Promise<number> {
  const changes = await getTenKChanges(deps, symbol).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  });
  const added = changes?.items.find((item) => item.item === '1A')?.changes.filter((change) => change.kind === 'added') ?? [];
  if (!changes || added.length === 0) return 0;
  const users = await listUsersFavoriting(deps.db, symbol);
  const count = added.length === 1 ? 'a new risk factor' : `${added.length} new risk factors`;
  const quoted = added.slice(0, QUOTED).map((change) => `- ${change.text}`);
  const more = added.length > QUOTED ? [`…and ${added.length - QUOTED} more.`] : [];
  const message = {
    subject: `${symbol}: ${count} in the fiscal ${changes.current.fiscalYear} 10-K`,
    body: [
      `The fiscal ${changes.current.fiscalYear} 10-K of ${symbol} names risks the fiscal ${changes.previous.fiscalYear} 10-K did not:`,
      ...quoted,
      ...more,
    ].join('\n'),
    senderType: 'system' as const,
    link: `/10ks/${symbol}`,
  };
  for (const userId of users) await createMessage(deps.db, userId, message, deps.clock.now());
  return users.length;
}

/**
 * After a market sync: for every favourited company whose newest 10-K is not the one seen at
 * the last check, the favouriting users hear of the risk factors it adds. The first check of a
 * company only records its newest 10-K. Returns how many messages were sent.
 */
export async function checkNewTenKs(deps: Pick<AiDeps, 'db' | 'sources' | 'logger'> & { clock: Clock }): Promise<number> {
  let sent = 0;
  for (const symbol of await listFavoritedTickers(deps.db)) {
    const newest = (await deps.sources.tenKFilings(symbol, 1).catch(() => []))[0];
    if (!newest) continue;
    const seen = await lastCheckedAccession(deps.db, symbol);
    if (seen !== newest.accession) {
      if (seen !== undefined) {
        sent += await alertNewRiskFactors(deps, symbol).catch((err: unknown) => {
          deps.logger.warn({ err, symbol }, 'new 10-K risk factors could not be compared');
          return 0;
        });
      }
      await recordCheckedAccession(deps.db, symbol, newest.accession, deps.clock.now().toISOString());
    }
  }
  return sent;
}
