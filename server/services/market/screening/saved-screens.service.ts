/**
 * Saved screens: a user's named filters, sort and columns. The same object is a REST call (run it
 * like GET /screen) and an alert: after a market sync, the owner of a screen whose alert is on gets
 * one inbox message naming the companies that entered or left it (and its e-mail copy when they
 * get system e-mails).
 */
import { randomUUID } from 'node:crypto';
import type { SavedScreen, SavedScreenInput, ScreenFilterSet, ScreenResponse } from '../../../../generated/model';
import { fromBoolInt, toBoolInt } from '../../../db/column-types';
import {
  deleteSavedScreenOf,
  findSavedScreenByName,
  findSavedScreenOf,
  insertSavedScreen,
  listAlertingScreens,
  listSavedScreensOf,
  recordScreenMembers,
  updateSavedScreenOf,
} from '../../../db/repositories/saved-screen.repository';
import type { SavedScreenRow } from '../../../db/tables/alerts.table';
import { AppError, notFound } from '../../../lib/errors';
import type { Logger } from 'pino';
import type { Mailer } from '../../../providers/mail/mailer';
import { alertEmail, systemEmailAddress } from '../../emails';
import { createMessage } from '../../messages.service';
import type { MarketDeps } from '../market-deps';
import { screenStocks } from './screen.service';
import type { SortField, SortOrder } from './screener';

const SCREEN_NOT_FOUND = 'Saved screen not found';
/** More members than any market has: an alert compares the whole membership. */
const ALL_MEMBERS = 1_000_000;
/** Tickers a message names per direction before it says how many more. */
const NAMED = 25;

function toSavedScreen(row: SavedScreenRow): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    filters: JSON.parse(row.filters) as ScreenFilterSet,
    sortBy: row.sortBy as SavedScreen['sortBy'],
    sortOrder: row.sortOrder as SavedScreen['sortOrder'],
    columns: row.columns === null ? null : (JSON.parse(row.columns) as string[]),
    alert: fromBoolInt(row.alert),
    memberCount: row.members === null ? null : (JSON.parse(row.members) as string[]).length,
    checkedAt: row.checkedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The columns of a row from an input; the alert's members start over when the filters change. */
function rowFields(input: SavedScreenInput) {
  return {
    name: input.name.trim(),
    filters: JSON.stringify(input.filters),
    sortBy: input.sortBy ?? 'market_cap',
    sortOrder: input.sortOrder ?? 'desc',
    columns: input.columns ? JSON.stringify(input.columns) : null,
    alert: toBoolInt(input.alert ?? false),
  };
}

async function assertNameFree(db: MarketDeps['db'], userId: string, name: string, exceptId?: string): Promise<void> {
  const existing = await findSavedScreenByName(db, userId, name);
  if (existing && existing.id !== exceptId) throw new AppError('conflict', `A saved screen named '${name}' exists already`);
}

async function ownScreen(db: MarketDeps['db'], userId: string, id: string): Promise<SavedScreenRow> {
  const row = await findSavedScreenOf(db, userId, id);
  if (!row) throw notFound(SCREEN_NOT_FOUND);
  return row;
}

export async function listSavedScreens(db: MarketDeps['db'], userId: string) {
  return { screens: (await listSavedScreensOf(db, userId)).map(toSavedScreen) };
}

export async function getSavedScreen(db: MarketDeps['db'], userId: string, id: string): Promise<SavedScreen> {
  return toSavedScreen(await ownScreen(db, userId, id));
}

export async function createSavedScreen(db: MarketDeps['db'], userId: string, input: SavedScreenInput, now: Date): Promise<SavedScreen> {
  const fields = rowFields(input);
  await assertNameFree(db, userId, fields.name);
  const at = now.toISOString();
  const id = randomUUID();
  await insertSavedScreen(db, { id, userId, ...fields, members: null, checkedAt: null, createdAt: at, updatedAt: at });
  return getSavedScreen(db, userId, id);
}

export async function updateSavedScreen(
  db: MarketDeps['db'],
  userId: string,
  id: string,
  input: SavedScreenInput,
  now: Date,
): Promise<SavedScreen> {
  const current = await ownScreen(db, userId, id);
  const fields = rowFields(input);
  await assertNameFree(db, userId, fields.name, id);
  const sameMembersRule = current.filters === fields.filters && fields.alert === 1;
  await updateSavedScreenOf(db, userId, id, {
    ...fields,
    // New filters, or an alert switched off, start the comparison over at the next check.
    ...(sameMembersRule ? {} : { members: null, checkedAt: null }),
    updatedAt: now.toISOString(),
  });
  return getSavedScreen(db, userId, id);
}

export async function deleteSavedScreen(db: MarketDeps['db'], userId: string, id: string): Promise<void> {
  if (!(await deleteSavedScreenOf(db, userId, id))) throw notFound(SCREEN_NOT_FOUND);
}

function query(row: SavedScreenRow, page: number, limit: number) {
  return {
    ...(JSON.parse(row.filters) as ScreenFilterSet),
    sortBy: row.sortBy as SortField,
    sortOrder: row.sortOrder as SortOrder,
    page,
    limit,
  };
}

export async function runSavedScreen(deps: MarketDeps, userId: string, id: string, page: number, limit: number): Promise<ScreenResponse> {
  return screenStocks(deps, query(await ownScreen(deps.db, userId, id), page, limit));
}

function tickerList(tickers: string[]): string {
  const more = tickers.length > NAMED ? ` and ${tickers.length - NAMED} more` : '';
  return `${tickers.slice(0, NAMED).join(', ')}${more}`;
}

/** The inbox message of a membership change, or undefined when nothing changed. */
function membershipMessage(screen: { id: string; name: string }, before: readonly string[], after: readonly string[]) {
  const was = new Set(before);
  const is = new Set(after);
  const entered = after.filter((ticker) => !was.has(ticker)).sort();
  const left = before.filter((ticker) => !is.has(ticker)).sort();
  if (entered.length === 0 && left.length === 0) return undefined;
  const lines = [
    ...(entered.length ? [`Entered (${entered.length}): ${tickerList(entered)}`] : []),
    ...(left.length ? [`Left (${left.length}): ${tickerList(left)}`] : []),
    `The screen now matches ${after.length} ${after.length === 1 ? 'company' : 'companies'}.`,
  ];
  return {
    subject: `Saved screen '${screen.name}': ${entered.length} entered, ${left.length} left`,
    body: lines.join('\n'),
    link: `/screen?saved=${screen.id}`,
  };
}

export interface ScreenAlertDeps extends MarketDeps {
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * After a market sync: every screen whose alert is on is run on the new data; a screen whose
 * members changed since its last check messages its owner once. The first check only records.
 * Returns how many messages were sent.
 */
export async function checkSavedScreenAlerts(deps: ScreenAlertDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const row of await listAlertingScreens(deps.db)) {
    const answer = await screenStocks(deps, query(row, 1, ALL_MEMBERS));
    const members = answer.results.map((result) => result.ticker);
    const before = row.members === null ? null : (JSON.parse(row.members) as string[]);
    const message = before && membershipMessage(row, before, members);
    if (message) {
      await createMessage(deps.db, row.userId, { ...message, senderType: 'system' }, now);
      sent += 1;
      const to = await systemEmailAddress(deps.db, row.userId);
      if (to) {
        const email = alertEmail(to, {
          ...message,
          link: `${deps.publicUrl}${message.link}`,
          turnOff: 'Turn the alert off on the screener page.',
        });
        await deps.mailer
          .send(email)
          .catch((err: unknown) => deps.logger.error({ err, screen: row.id }, 'saved-screen alert e-mail failed'));
      }
    }
    await recordScreenMembers(deps.db, row.id, members, now.toISOString());
  }
  return sent;
}
