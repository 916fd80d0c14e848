/**
 * Two instances of the server on one PostgreSQL (CI sets TEST_DATABASE_URL) act as one: a write
 * on one is read on the other at once, a rate limit is shared rather than granted by each, a
 * durable job (a 10-K analysis) runs once, and when the instance running it is killed (SIGKILL)
 * the other finishes it once its lease has expired. An Ask AI question one instance is answering
 * stays open when another instance starts, and is closed (interrupted) by that one only once the
 * answering instance was killed and its lease expired. Each instance has a model of its own (a fake
 * OpenAI server), so which instance ran which model call is known. A second pair, started at the
 * same moment on the keyless market (sec,yahoo, recorded responses), runs one market-sync pass
 * between them: each company is fetched once. A third pair, whose clocks are set (TEST_CLOCK_OFFSET_MS,
 * test processes only) to a moment when the US market is open, checks price alerts every second:
 * each second's check runs on one instance only, and each alert is delivered once. (The claims
 * themselves are unit-tested on both databases.)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RealServer, startRealServer } from '../../scripts/support/real-server';
import { seedSignedInUser, type SeededUser } from '../../scripts/support/seed-user';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { OWN_RECORDINGS_DIR, type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { TENK_QUESTIONS } from '../../server/services/tenk/tenk-questions';
import { sessionAt } from '../../server/lib/market-clock';
import { collectLog } from '../support/server-log';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const databaseName = `terminal_two_${randomUUID().slice(0, 8)}`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href : '';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Rows of `statement` on the database at `url` (read straight from it: no API call counts against a limit). */
async function rowsOf<T extends pg.QueryResultRow>(url: string, statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A short lease, so a killed instance's job is taken over within seconds (renewed every third of it). */
const LEASE_MS = 3000;
const MODEL_CALL_MS = 60;
/** Waits for an event across processes: the bound only ends a wait for one that never comes. */
const EVENT = { timeout: 300_000, interval: 50 };
/** A question with this in it keeps the model busy (the answer stays processing) until the test ends. */
const SLOW_QUESTION_MARK = 'take your time';

let first: RealServer | undefined;
let second: RealServer | undefined;
/** Started in place of the killed one, while a question is being answered. */
let third: RealServer | undefined;
let user: SeededUser;
let env: (model: FakeOpenAiServer) => Record<string, string>;
/** Each model keeps its calls past this count busy (the analysis cannot finish before its instance is killed). */
const holdCallsAfter = [Infinity, Infinity];
/** The model each instance calls, with the time of every call. */
const models: Array<FakeOpenAiServer & { calledAt: number[] }> = [];

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    user = await seedSignedInUser(databaseUrl);
    for (let index = 0; index < 2; index++) {
      const calledAt: number[] = [];
      const held = (messages: Array<{ content: string }>) =>
        messages.some((message) => message.content?.includes(SLOW_QUESTION_MARK)) ||
        models[index]!.requests.length > holdCallsAfter[index]!;
      const model = await startFakeOpenAiServer({
        reply: () => (calledAt.push(Date.now()), 'The company sells software to businesses.'),
        slowMs: (messages) => (held(messages) ? 120_000 : MODEL_CALL_MS),
      });
      models.push(Object.assign(model, { calledAt }));
    }
    env = (model: FakeOpenAiServer) => ({
      DATABASE_URL: databaseUrl,
      DEMO_STOCKS: '10',
      AUTH_DEV_IDP: 'off',
      RATE_LIMIT_ANONYMOUS: '6',
      // Every request counted in the database before it is decided, so the shared limit is exact
      // here; the default, batched sharing and its tolerance are tested in shared-rate-limiter.test.ts.
      RATE_LIMIT_SHARE_MS: '0',
      JOB_LEASE_MS: String(LEASE_MS),
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'slow-model',
      AI_ANSWER_WAIT_MS: '200',
    });
    // The first fills the market; the second starts on the filled database.
    first = await startRealServer({ env: env(models[0]!) });
    second = await startRealServer({ env: env(models[1]!) });
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop(), third?.stop()]);
    await Promise.all(models.map((model) => model.close()));
    if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`);
  });

  const auth = () => ({ authorization: `Bearer ${user.token}`, 'content-type': 'application/json' });
  const stocks = async () =>
    (await rowsOf<{ symbol: string }>(databaseUrl, "select symbol from securities where type = 'stock' order by symbol")).map(
      (row) => row.symbol,
    );
  const startAnalysis = async (server: RealServer, symbol: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/companies/${symbol}/10k`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ symbol }),
    });
    expect(response.status).toBe(202);
  };
  const analysisOf = async (symbol: string) => {
    const [analysis] = await rowsOf<{ id: string; status: string }>(databaseUrl, 'select id, status from tenk_analyses where symbol = $1', [
      symbol,
    ]);
    const answers = await rowsOf<{ accession: string; answers: string }>(
      databaseUrl,
      'select accession, count(*) as answers from tenk_answers where analysis_id = $1 group by accession',
      [analysis?.id ?? ''],
    );
    const jobs = await rowsOf<{ status: string; attempts: number; locked_by: string | null }>(
      databaseUrl,
      "select status, attempts, locked_by from jobs where kind = 'tenk-analysis' and payload::jsonb->>'analysisId' = $1",
      [analysis?.id ?? ''],
    );
    return { status: analysis?.status, answers: answers.map((row) => Number(row.answers)), jobs };
  };
  // vi.waitUntil stops at the first failed expectation: an analysis that ends in error fails at once.
  const completed = (symbol: string) =>
    vi.waitUntil(async () => {
      const analysis = await analysisOf(symbol);
      expect(analysis.status, `the 10-K analysis of ${symbol}`).not.toBe('error');
      return analysis.status === 'complete' && analysis;
    }, EVENT);

  it('reads on one instance what the other wrote, at once', async () => {
    // A stock the demo market stored (only a symbol the market knows can be favourited); read
    // from the database, so no anonymous call counts against the limit the next test shares.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ symbol: string }>("select symbol from securities where type = 'stock' order by symbol limit 1")
      .finally(() => client.end());
    const symbol = rows[0]?.symbol ?? 'none';
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const added = await fetch(`${first!.baseUrl}/api/v1/user/favorites`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ticker: symbol }),
    });
    expect(added.status).toBeLessThan(300);
    const read = await fetch(`${second!.baseUrl}/api/v1/user/favorites`, { headers: auth });
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain(`"${symbol}"`);
  });

  it('shares the anonymous rate limit: 6 calls over both (start-up health checks included), then 429 from either', async () => {
    // Counted per instance, each would still grant 6 less its own start-up checks (at least 5),
    // so 8 calls alternating between them would all pass. Shared, the 7th call overall fails.
    const statuses: Array<[string, number]> = [];
    for (const [name, server] of [
      ['a', first],
      ['b', second],
      ['a', first],
      ['b', second],
      ['a', first],
      ['b', second],
      ['a', first],
      ['b', second],
    ] as const) {
      statuses.push([name, (await fetch(`${server!.baseUrl}/api/v1/health`)).status]);
    }
    const refused = statuses.filter(([, status]) => status === 429);
    expect(statuses.filter(([, status]) => status === 200).length).toBeLessThanOrEqual(6);
    expect(new Set(refused.map(([name]) => name))).toEqual(new Set(['a', 'b']));
    // Once refused, refused on both until the window ends.
    const firstRefusal = statuses.findIndex(([, status]) => status === 429);
    expect(statuses.slice(firstRefusal).every(([, status]) => status === 429)).toBe(true);
  });

  it('runs each durable job once: analyses started on both instances at once, every model call made once', async () => {
    const [one, two, three] = await stocks();
    const callsBefore = models.map((model) => model.requests.length);
    await Promise.all([startAnalysis(first!, one!), startAnalysis(second!, two!), startAnalysis(first!, three!)]);
    const done = await Promise.all([one!, two!, three!].map(completed));
    for (const analysis of done) {
      expect(analysis.answers.length).toBeGreaterThanOrEqual(1);
      expect(analysis.answers.every((count) => count === TENK_QUESTIONS.length)).toBe(true);
      // One job, claimed once, finished by its lease holder.
      expect(analysis.jobs).toEqual([{ status: 'done', attempts: 1, locked_by: null }]);
    }
    // Every question of every filing was asked of a model once: no analysis ran twice, in part or whole.
    const calls = models.reduce((sum, model, index) => sum + model.requests.length - callsBefore[index]!, 0);
    expect(calls).toBe(done.reduce((sum, analysis) => sum + analysis.answers.reduce((a, b) => a + b, 0), 0));
  });

  it('lets the other instance finish a job whose instance was killed mid-run, once its lease has expired', async () => {
    const symbol = (await stocks())[3]!;
    const callsBefore = models.map((model) => model.requests.length);
    // Whichever instance runs it gets through its first filing and into the second, and no further.
    callsBefore.forEach((calls, index) => (holdCallsAfter[index] = calls + TENK_QUESTIONS.length + 1));
    await startAnalysis(first!, symbol);
    // The first instance runs it (started there at once): wait until it is past its first filing.
    const [runner, survivor] = await vi.waitUntil(() => {
      const calls = models.map((model, index) => model.requests.length - callsBefore[index]!);
      if (calls[0]! > TENK_QUESTIONS.length) return [first!, second!] as const;
      if (calls[1]! > TENK_QUESTIONS.length) return [second!, first!] as const; // the other's poll won the claim
      return false;
    }, EVENT);
    const survivorModel = models[runner === first ? 1 : 0]!;
    const survivorCallsBefore = survivorModel.calledAt.length;
    const killedAt = Date.now();
    runner.process.kill('SIGKILL');
    await runner.exited;
    holdCallsAfter.fill(Infinity); // the survivor's calls go through (the runner's held call ended with its process)
    const before = await analysisOf(symbol);
    expect(before.status).toBe('in_progress');
    expect(before.jobs).toMatchObject([{ status: 'running', attempts: 1 }]);
    // The dead instance's last renewal of the lease: nobody may take the job before it has run out.
    const [lease] = await rowsOf<{ locked_at: string | Date }>(
      databaseUrl,
      "select locked_at from jobs where kind = 'tenk-analysis' and status = 'running'",
    );
    const leaseEnds = new Date(lease!.locked_at).getTime() + LEASE_MS;

    const done = await completed(symbol);
    expect(done.answers.every((count) => count === TENK_QUESTIONS.length)).toBe(true);
    // Taken over once, by the survivor, and only after the lease had run out.
    expect(done.jobs).toEqual([{ status: 'done', attempts: 2, locked_by: null }]);
    const takeover = survivorModel.calledAt[survivorCallsBefore];
    expect(takeover).toBeDefined();
    expect(takeover!).toBeGreaterThanOrEqual(leaseEnds);
    expect(takeover!).toBeGreaterThan(killedAt);
    expect(await fetch(`${survivor.baseUrl}/api/v1/user/favorites`, { headers: auth() }).then((r) => r.status)).toBe(200);
  });

  it('keeps an Ask AI question open while its instance answers it, also when another starts, and closes it once that instance is dead and its lease expired', async () => {
    // After the previous test one instance is dead: the survivor answers, a new one starts in the dead one's place.
    const survivor = [first!, second!].find((server) => server.process.exitCode === null && server.process.signalCode === null)!;
    const deadIndex = survivor === first ? 1 : 0;
    const [symbol] = await stocks();
    const asked = await fetch(`${survivor.baseUrl}/api/v1/ai/ask`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ question: `What does the company sell? (${SLOW_QUESTION_MARK})`, ticker: symbol }),
    });
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as { id: string };
    const question = async () =>
      (
        await rowsOf<{
          status: string;
          error: string | null;
          locked_by: string | null;
          locked_at: string | null;
          completed_at: string | null;
        }>(databaseUrl, 'select status, error, locked_by, locked_at, completed_at from ai_questions where id = $1', [id])
      )[0]!;
    const answering = await question();
    expect(answering).toMatchObject({ status: 'processing' });
    expect(answering.locked_by).not.toBeNull();

    // A new instance starts (and checks for abandoned questions at start and every half lease): the question stays open.
    // Its start-up health checks are anonymous: a new rate-limit window, as the earlier test used up this one.
    await rowsOf(databaseUrl, 'delete from rate_limit_buckets');
    third = await startRealServer({ env: { ...env(models[deadIndex]!), LOG_LEVEL: 'debug' }, stdio: 'pipe' });
    third.process.stderr!.resume();
    const thirdLog = collectLog(third.process);
    // Its periodic check has run at a moment when the lease the question was asked under had run
    // out: only the renewals by the live instance keep the question open.
    const firstLeaseEnds = new Date(answering.locked_at!).getTime() + LEASE_MS;
    await expect
      .poll(
        () => thirdLog.some((entry) => entry.msg === 'checked Ask AI question leases' && Date.parse(String(entry.time)) > firstLeaseEnds),
        EVENT,
      )
      .toBe(true);
    expect(await question()).toMatchObject({ status: 'processing', locked_by: answering.locked_by });

    survivor.process.kill('SIGKILL');
    await survivor.exited;
    const lastRenewal = new Date((await question()).locked_at!).getTime();
    const closed = await vi.waitUntil(async () => {
      const row = await question();
      return row.status !== 'processing' && row;
    }, EVENT);
    expect(closed).toMatchObject({ status: 'error', locked_by: null, locked_at: null });
    expect(closed.error).toMatch(/interrupted/);
    // Closed by the new instance, and only once the lease had run out.
    expect(new Date(closed.completed_at!).getTime()).toBeGreaterThanOrEqual(lastRenewal + LEASE_MS);
  });
});

describe.skipIf(!adminUrl)('two instances started at once on the keyless market (sec,yahoo)', () => {
  const syncDatabase = `terminal_sync_${randomUUID().slice(0, 8)}`;
  const syncUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${syncDatabase}` }).href : '';
  let recorded: RecordedServer;
  let pair: RealServer[] = [];

  beforeAll(async () => {
    await admin(`create database ${syncDatabase}`);
    await seedSignedInUser(syncUrl); // migrates, so both start at the same moment on a ready schema
    recorded = await startRecordedServer([OWN_RECORDINGS_DIR]);
    const env = {
      DATABASE_URL: syncUrl,
      AUTH_DEV_IDP: 'off',
      MARKET_DATA_PROVIDER: 'sec,yahoo',
      ...keylessProviderSettings(recorded.baseUrl),
    };
    pair = await Promise.all([startRealServer({ env }), startRealServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all(pair.map((server) => server.stop()));
    await recorded?.close();
    if (adminUrl) await admin(`drop database if exists ${syncDatabase} with (force)`);
  });

  it('runs one market-sync pass between them: the market is listed once and each company fetched once', async () => {
    const finished = await vi.waitUntil(async () => {
      const [state] = await rowsOf<{ last_pass_finished_at: string | null; total: number }>(
        syncUrl,
        "select last_pass_finished_at, total from market_sync where name = 'market'",
      );
      return Boolean(state?.last_pass_finished_at) && state!;
    }, EVENT);
    expect(finished.total).toBeGreaterThan(1);
    const requests = (suffix: string) => recorded.requests.filter((path) => path.split('?')[0]!.endsWith(suffix));
    // One listing: the ticker list with exchanges (not recorded here: 404), then the plain one.
    expect(requests('company_tickers_exchange.json')).toHaveLength(1);
    expect(requests('company_tickers.json')).toHaveLength(1);
    const submissions = recorded.requests.filter((path) => path.includes('/submissions/')).map((path) => path.split('?')[0]);
    expect(submissions.length).toBeGreaterThan(0);
    expect(new Set(submissions).size).toBe(submissions.length);
    // Both instances checked at start; one claimed the minute's check, one pass job ran, once.
    const jobs = await rowsOf<{ status: string; attempts: number }>(
      syncUrl,
      "select status, attempts from jobs where kind = 'market-sync'",
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
    const claims = await rowsOf<{ slot: string }>(syncUrl, "select slot from schedule_runs where name = 'market-sync'");
    expect(claims.length).toBeGreaterThanOrEqual(1);
    expect(claims.length).toBeLessThanOrEqual(2); // the start may straddle a minute: still one pass
  });
});

/** A recent moment when the US market was open (and stays open half an hour more): an hour-stepped search back from now. */
function recentMarketHours(): Date {
  const hour = 3_600_000;
  for (let back = 1; back < 24 * 14; back++) {
    const at = new Date(Date.now() - back * hour);
    if (sessionAt(at).open && sessionAt(new Date(at.getTime() + hour / 2)).open) return at;
  }
  throw new Error('no trading session in the last two weeks');
}

describe.skipIf(!adminUrl)('two instances checking price alerts on one schedule, in market hours', () => {
  const alertsDatabase = `terminal_alerts_${randomUUID().slice(0, 8)}`;
  const alertsUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${alertsDatabase}` }).href : '';
  const INTERVAL_SECONDS = 1;
  const pair: RealServer[] = [];
  let alertsUser: SeededUser;
  /** Each instance's 'price-alerts check' log entries: when (its clock) it ran a check. */
  const checks: string[][] = [[], []];

  beforeAll(async () => {
    await admin(`create database ${alertsDatabase}`);
    alertsUser = await seedSignedInUser(alertsUrl);
    const offsetMs = recentMarketHours().getTime() - Date.now();
    const env = {
      DATABASE_URL: alertsUrl,
      DEMO_STOCKS: '10',
      AUTH_DEV_IDP: 'off',
      LOG_LEVEL: 'debug',
      PRICE_ALERTS_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
      TEST_CLOCK_OFFSET_MS: String(offsetMs),
    };
    // The first fills the market; the second starts on the filled database.
    for (const index of [0, 1]) {
      const server = await startRealServer({ env, stdio: 'pipe' });
      let rest = '';
      server.process.stdout!.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.includes('"price-alerts check"')) continue;
          checks[index]!.push((JSON.parse(line) as { at: string }).at);
        }
      });
      server.process.stderr!.resume();
      pair.push(server);
    }
  });
  afterAll(async () => {
    await Promise.all(pair.map((server) => server.stop()));
    if (adminUrl) await admin(`drop database if exists ${alertsDatabase} with (force)`);
  });

  it('runs the check of each second on one instance only, and delivers each alert once', async () => {
    const headers = { authorization: `Bearer ${alertsUser.token}`, 'content-type': 'application/json' };
    const symbols = (await rowsOf<{ symbol: string }>(alertsUrl, "select symbol from securities where type = 'stock' order by symbol")).map(
      (row) => row.symbol,
    );
    for (const ticker of symbols) {
      const added = await fetch(`${pair[0]!.baseUrl}/api/v1/user/favorites`, { method: 'POST', headers, body: JSON.stringify({ ticker }) });
      expect(added.status).toBeLessThan(300);
    }
    // The smallest threshold: nearly every favourite has moved that far from the open.
    const settings = { enabled: true, threshold: 0.1, onlyPositive: false, onlyNegative: false };
    const saved = await fetch(`${pair[1]!.baseUrl}/api/v1/user/price-alerts`, { method: 'PUT', headers, body: JSON.stringify(settings) });
    expect(saved.status).toBe(200);
    const checksBefore = checks.flat().length;

    const delivered = await vi.waitUntil(async () => {
      const rows = await rowsOf<{ ticker: string }>(alertsUrl, 'select ticker from price_alert_deliveries where user_id = $1', [
        alertsUser.userId,
      ]);
      return rows.length > 0 && rows;
    }, EVENT);
    // Several more checks, each second, over both instances.
    await expect.poll(() => checks.flat().length, EVENT).toBeGreaterThanOrEqual(checksBefore + 5);
    // Both stop (SIGTERM: each writes its last log lines on exit), so no check runs while the records are compared.
    await Promise.all(pair.map((server) => server.stop()));

    const slots = checks.flat().map((at) => Math.floor(Date.parse(at) / (INTERVAL_SECONDS * 1000)));
    expect(new Set(slots).size).toBe(slots.length); // no second's check ran twice
    const claimed = await rowsOf<{ slot: string }>(alertsUrl, "select slot from schedule_runs where name = 'price-alerts'");
    expect(new Set(claimed.map((row) => Number(row.slot)))).toEqual(new Set(slots)); // each claimed slot ran, on its claimant only

    // Each favourite that moved past the threshold alerted once: one delivery and one message per ticker, however many checks ran.
    const deliveries = await rowsOf<{ ticker: string }>(alertsUrl, 'select ticker from price_alert_deliveries where user_id = $1', [
      alertsUser.userId,
    ]);
    expect(deliveries.length).toBeGreaterThanOrEqual(delivered.length);
    expect(new Set(deliveries.map((row) => row.ticker)).size).toBe(deliveries.length);
    const messages = await rowsOf<{ subject: string }>(
      alertsUrl,
      "select subject from messages where user_id = $1 and sender_type = 'system'",
      [alertsUser.userId],
    );
    const alertSubjects = messages.filter((message) => / is (up|down) [\d.]+% today$/.test(message.subject));
    expect(alertSubjects).toHaveLength(deliveries.length);
    expect(new Set(alertSubjects.map((message) => message.subject.split(' ')[0]))).toEqual(new Set(deliveries.map((row) => row.ticker)));
  });
});
