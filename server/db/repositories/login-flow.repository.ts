/** Sign-in flows in progress (see the login_flows migration). */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { LoginFlow, NewLoginFlow } from '../tables/login-flow.table';

type Db = Kysely<Database>;

export async function insertLoginFlow(db: Db, flow: NewLoginFlow): Promise<void> {
  await db.insertInto('login_flows').values(flow).execute();
}

/**
 * Takes a flow out of the table: reads and deletes it in one transaction, and returns it only
 * when this call deleted it, so two callbacks racing with the same cookie cannot both use it.
 */
export async function takeLoginFlow(db: Db, idHash: string): Promise<LoginFlow | undefined> {
  return db.transaction().execute(async (trx) => {
    const flow = await trx.selectFrom('login_flows').selectAll().where('idHash', '=', idHash).executeTakeFirst();
    if (!flow) return undefined;
    const deleted = await trx.deleteFrom('login_flows').where('idHash', '=', idHash).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? flow : undefined;
  });
}

export async function deleteExpiredLoginFlows(db: Db, now: string): Promise<void> {
  await db.deleteFrom('login_flows').where('expiresAt', '<=', now).execute();
}
