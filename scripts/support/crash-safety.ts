/**
 * Crash safety on SQLite, for the test (10 rounds) and the benchmark (30): each round starts the
 * real server on the same database file, checks that every write acknowledged so far is there,
 * lets 8 concurrent clients write (favourites, preferences, messages) through the documented API
 * with a personal API token, kills the server with SIGKILL at a random moment, and runs
 * PRAGMA integrity_check on the file. A write counts once its 2xx answer has been read.
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type RealServer, startRealServer } from './real-server';
import { seedSignedInUser } from './seed-user';

export interface CrashOptions {
  rounds: number;
  dataDir: string;
  clients?: number;
  /** The kill comes this many ms after the clients start, at random within the range. */
  killAfterMs?: [min: number, max: number];
  log?: (line: string) => void;
}

export interface RoundResult {
  round: number;
  killedAfterMs: number;
  acknowledged: number;
  integrity: string;
  missing: string[];
}

interface Acknowledged {
  favorites: Set<string>;
  preferences: Map<string, string>;
  messages: Set<string>;
}

const unlimited = '100000000';

function apiClient(baseUrl: string, token: string) {
  return async (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
type ApiClient = ReturnType<typeof apiClient>;

/** Symbols of the demo market: only a symbol the market knows can be favourited. */
async function marketSymbols(api: ApiClient): Promise<string[]> {
  const page = (await (await api('GET', '/companies?limit=100')).json()) as { companies: Array<{ symbol: string }> };
  return page.companies.map((company) => company.symbol);
}

/** One client's writes until `stop` is set: a favourite, a preference and a message in turn. */
async function writeUntilStopped(api: ApiClient, id: string, symbols: string[], acked: Acknowledged, stop: { now: boolean }) {
  for (let n = 0; !stop.now; n += 1) {
    try {
      const key = `${id}N${n.toString(36)}`.toUpperCase();
      if (n % 3 === 0) {
        const ticker = symbols[acked.favorites.size % symbols.length]!;
        const response = await api('POST', '/user/favorites', { ticker });
        if (response.ok && (await response.json()).favorites.includes(ticker)) acked.favorites.add(ticker);
      } else if (n % 3 === 1) {
        const name = `crash.${key.toLowerCase()}`;
        const response = await api('PUT', '/user/preferences', [{ name, value: `v${n}` }]);
        if (response.ok && (await response.json()).some((p: { name: string }) => p.name === name)) {
          acked.preferences.set(name, `v${n}`);
        }
      } else {
        const response = await api('POST', '/messages', { subject: `crash ${key}`, body: `written by ${id}` });
        if (response.status === 201) acked.messages.add((await response.json()).id as string);
      }
    } catch {
      return; // the server is gone: this write was never acknowledged
    }
  }
}

async function allMessageIds(api: ApiClient): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const page = await (await api('GET', `/messages?limit=100&offset=${offset}&includeArchived=true`)).json();
    for (const message of page.messages as Array<{ id: string }>) ids.add(message.id);
    if (!page.hasMore) return ids;
  }
}

/** Every acknowledged write the restarted server does not return. */
async function missingWrites(api: ApiClient, acked: Acknowledged): Promise<string[]> {
  const favorites = new Set<string>((await (await api('GET', '/user/favorites')).json()).favorites);
  const preferences = new Map<string, string>(
    ((await (await api('GET', '/user/preferences')).json()) as Array<{ name: string; value: string }>).map((p) => [p.name, p.value]),
  );
  const messages = await allMessageIds(api);
  return [
    ...[...acked.favorites].filter((ticker) => !favorites.has(ticker)).map((t) => `favourite ${t}`),
    ...[...acked.preferences].filter(([name, value]) => preferences.get(name) !== value).map(([n]) => `preference ${n}`),
    ...[...acked.messages].filter((id) => !messages.has(id)).map((id) => `message ${id}`),
  ];
}

function integrityOf(dbFile: string): string {
  const db = new SqliteDatabase(dbFile);
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

const acknowledgedCount = (acked: Acknowledged) => acked.favorites.size + acked.preferences.size + acked.messages.size;

/** Writes with `clients` concurrent clients, then kills the server with SIGKILL at a random moment. */
async function writeAndKill(server: RealServer, token: string, round: number, options: CrashOptions, acked: Acknowledged) {
  const { clients = 8, killAfterMs = [150, 900] } = options;
  const api = apiClient(server.baseUrl, token);
  const stop = { now: false };
  const symbols = await marketSymbols(api);
  const writers = Array.from({ length: clients }, (_, c) => writeUntilStopped(api, `R${round}C${c}`, symbols, acked, stop));
  const killedAfterMs = Math.round(killAfterMs[0] + Math.random() * (killAfterMs[1] - killAfterMs[0]));
  await new Promise((resolve) => setTimeout(resolve, killedAfterMs));
  server.process.kill('SIGKILL');
  await server.exited;
  stop.now = true;
  await Promise.all(writers);
  return killedAfterMs;
}

/** Runs the rounds; each result lists the acknowledged writes missing after the restart (none, we hope). */
export async function runCrashRounds(options: CrashOptions): Promise<RoundResult[]> {
  const { rounds, dataDir, log = () => {} } = options;
  const dbFile = join(dataDir, 'crash.db');
  const { token } = await seedSignedInUser(`file:${dbFile}`, 'crash@example.test');
  const env = {
    DATABASE_URL: `file:${dbFile}`,
    RATE_LIMIT_TOKEN: unlimited,
    RATE_LIMIT_SESSION: unlimited,
    RATE_LIMIT_USER: unlimited,
    RATE_LIMIT_ANONYMOUS: unlimited,
  };
  const acked: Acknowledged = { favorites: new Set(), preferences: new Map(), messages: new Set() };
  const results: RoundResult[] = [];
  let server = await startRealServer({ env });
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const before = acknowledgedCount(acked);
      const killedAfterMs = await writeAndKill(server, token, round, options, acked);
      const integrity = integrityOf(dbFile);
      server = await startRealServer({ env });
      const missing = await missingWrites(apiClient(server.baseUrl, token), acked);
      const acknowledged = acknowledgedCount(acked) - before;
      results.push({ round, killedAfterMs, acknowledged, integrity, missing });
      log(
        `round ${round}: SIGKILL after ${killedAfterMs} ms, ${acknowledged} writes acknowledged, integrity_check ${integrity}, ${missing.length} of ${acknowledgedCount(acked)} acknowledged so far missing after restart`,
      );
    }
  } finally {
    await server.stop();
  }
  return results;
}
