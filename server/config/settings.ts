/**
 * Every setting the server reads from the environment: its parsing rule, its default and, beside
 * it in zod's metadata (`.meta({ description })`), what it does for the person who runs the app.
 * The groups below are the sections of the configuration reference that scripts/gen-config-docs.ts
 * writes into docs/configuration.md (`npm run gen`; `npm run gen:check` fails when it is stale).
 * server/config.ts turns the parsed values into the Config the app reads.
 */
import { z } from 'zod';
import { DEFAULT_MAX_QUOTE_MOVE } from '../lib/plausibility';

declare module 'zod' {
  interface GlobalMeta {
    /** The default in words, for a setting whose default depends on other settings. */
    defaultText?: string;
  }
}

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const positiveMs = z.coerce.number({ message: 'must be a number' }).int().positive('must be above 0');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').positive('must be above 0');

/** A provider's base URL (http or https); a trailing slash is dropped. */
const httpBaseUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).transform((url) => url.replace(/\/+$/, ''));

/** A comma-separated list of names, trimmed and lower-cased; empty entries are dropped. */
const nameList = z.string().transform((value) =>
  value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
);

const serverSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').meta({
    description:
      'Set `production` when serving people: React, which renders every page on the server, then runs its production build (faster, quieter).',
  }),
  PORT: port.default(3000).meta({ description: 'The port the server listens on.' }),
  HOST: z
    .string()
    .min(1, 'must not be empty')
    .default('127.0.0.1')
    .meta({ description: 'The address the server listens on; `0.0.0.0` accepts other machines.' }),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL such as http://localhost:3000' }).optional().meta({
    description:
      'The address people use to reach the site. It decides whether cookies are marked secure, the sign-in redirects, and HSTS (sent when it is https).',
    defaultText: '`http://localhost:$PORT`',
  }),
  TRUST_PROXY: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no proxy) or the number of proxies in front, up to 10')
    .max(10, 'must be 0 (no proxy) or the number of proxies in front, up to 10')
    .default(0)
    .meta({
      description:
        "How many reverse proxies sit in front of the server (0 to 10). With `0` the client address (used by the rate limits) is the connection's peer and `X-Forwarded-For` is ignored. With `N` it is the `X-Forwarded-For` entry the outermost of the N proxies appended, counted from the right, so addresses a client writes into the header itself are not trusted. Each proxy must append to `X-Forwarded-For` (nginx: `proxy_add_x_forwarded_for`).",
    }),
  CLIENT_DIST: z.string().default('dist/client').meta({
    description:
      'Where the built web client is served from. Its server renderer is the `server` folder beside it (`dist/server`); without one, pages go out unrendered and the browser renders them.',
  }),
};

const requestSettings = {
  API_BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be between 1024 and 104857600 (1 KB to 100 MB)')
    .max(104_857_600, 'must be between 1024 and 104857600 (1 KB to 100 MB)')
    .default(1_048_576)
    .meta({
      description:
        'The largest request body the API reads (1 KB to 100 MB); a larger one is answered 413 before it is read. JSON bodies may also nest at most 32 levels (422).',
    }),
  SERVER_HEADERS_TIMEOUT_MS: positiveMs.default(10_000).meta({
    description:
      "A connection must send a request's headers within this time (from connecting, or from the end of the previous request), or it is closed. Idle connections that send nothing are closed after it too.",
  }),
  SERVER_REQUEST_TIMEOUT_MS: positiveMs.default(60_000).meta({
    description: 'The longest time to receive a whole request, body included (408 after it); the answer itself may take longer.',
  }),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: positiveMs
    .default(5_000)
    .meta({ description: 'An idle keep-alive connection is closed after this long without a new request.' }),
};

const storageSettings = {
  DATABASE_URL: z
    .string()
    .min(1, 'must not be empty')
    .refine((url) => !/^[a-z]+:\/\//i.test(url) || /^postgres(ql)?:\/\//i.test(url), {
      message: 'must be a SQLite file path (file:./data/app.db), sqlite::memory:, or a postgres:// URL',
    })
    .default('file:./data/app.db')
    .meta({
      description:
        'The database: a SQLite file (`file:PATH`), `sqlite::memory:`, or PostgreSQL (`postgres://user:pass@host/db`). Migrations run at start-up; `npm run db:migrate` runs them alone.',
    }),
  JOB_LEASE_MS: positiveMs.default(60_000).meta({
    description:
      'How long a running durable job (a company refresh, a 10-K analysis, a market-sync pass) stays claimed by its instance without a renewal (it is renewed every third of this time). After it, another instance sharing the PostgreSQL database takes the job over.',
  }),
};

const logSettings = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').meta({
    description:
      'The least important log entry written. At `info` there is one line per request. Entries are written in batches of up to 4 KB, at most 50 ms late, and on exit; warnings and errors at once, so a SIGKILL can only lose the last 50 ms of info lines.',
  }),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { message: 'must be auto, json or pretty' }).default('auto').meta({
    description:
      '`json` writes one JSON line per entry (for log collectors), `pretty` readable lines (via pino-pretty), and `auto` readable lines when stdout is a terminal and `NODE_ENV` is not `production`, JSON otherwise.',
  }),
  SLOW_REQUEST_MS: positiveMs.default(3000).meta({ description: 'Requests slower than this are logged as warnings.' }),
};

const signInSettings = {
  OIDC_PROVIDERS: nameList
    .pipe(z.array(z.string().regex(/^[a-z0-9_-]{1,40}$/, 'each name must be 1 to 40 of a-z, 0-9, _ and -')))
    .default([])
    .meta({
      description:
        'The OpenID Connect sign-in providers, comma-separated, such as `corp,google` (1 to 40 of a-z, 0-9, `_` and `-` each). Each one is configured by the `OIDC_<NAME>_*` settings below. Register `$PUBLIC_URL/api/v1/auth/callback/<name>` as its redirect URI.',
    }),
  AUTH_DEV_IDP: z.enum(['on', 'off', 'force'], { message: 'must be on, off or force' }).optional().meta({
    description:
      'The built-in development sign-in (provider `dev`, under `/dev-idp`): anyone signs in as anyone, with any e-mail. It is refused unless `PUBLIC_URL` is localhost or 127.0.0.1; `force` runs it anyway.',
    defaultText: '`on` when `OIDC_PROVIDERS` is empty, else `off`',
  }),
  SESSION_IDLE_HOURS: positiveInt.default(168).meta({ description: 'A browser session ends after this many hours without a request.' }),
  SESSION_ABSOLUTE_HOURS: positiveInt
    .default(720)
    .meta({ description: 'A browser session ends at the latest this many hours after sign-in.' }),
  API_TOKENS_PER_USER: positiveInt
    .default(25)
    .meta({ description: 'The most personal API tokens one user may hold at once (creating one more is answered 409).' }),
};

/** One OpenID Connect provider named in OIDC_PROVIDERS, read from OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _LABEL. */
export const oidcProviderSettings = {
  ISSUER: z.url({ message: 'must be the issuer URL of the provider' }).meta({
    description: "The provider's issuer URL (its discovery document is at `/.well-known/openid-configuration` under it). Required.",
  }),
  CLIENT_ID: z
    .string({ message: 'must be set for the provider' })
    .min(1, 'must be set for the provider')
    .meta({ description: 'The client ID the provider gave this site. Required.' }),
  CLIENT_SECRET: z.string().optional().meta({ description: 'The client secret, when the provider gave one.' }),
  LABEL: z.string().optional().meta({
    description: "The name on the sign-in button ('Login with {label}').",
    defaultText: "the provider's name, capitalised",
  }),
};

const rateLimitSettings = {
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(300).meta({
    description: 'The window of the rate limits below, in seconds. A request over a limit is answered 429 with `Retry-After`.',
  }),
  RATE_LIMIT_LOGIN: positiveInt.default(25).meta({ description: 'Sign-in starts per address and window.' }),
  RATE_LIMIT_TOKEN: positiveInt.default(300).meta({ description: 'API calls per personal API token and window.' }),
  RATE_LIMIT_SESSION: positiveInt.default(1500).meta({ description: 'API calls per browser session and window.' }),
  RATE_LIMIT_USER: positiveInt.default(3000).meta({
    description: 'API calls per user and window, over all their sessions and tokens together (on top of the two limits above).',
  }),
  RATE_LIMIT_ANONYMOUS: positiveInt.default(1500).meta({
    description:
      'Requests per address and window without a signed-in user: API calls and pages. The scripts, styles and images a page loads are not counted, nor again the API calls a page makes while it is rendered on the server.',
  }),
  RATE_LIMIT_SHARE_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000 (ten seconds)')
    .default(250)
    .meta({
      description:
        'Instances that share PostgreSQL count their requests in memory and add them to the shared counts in the database every this many milliseconds; a key whose shared count an instance has not learned within this time is learned before its request is decided. Across instances a limit can then be passed by at most the requests the other instances took for the same key in the last two such intervals; one instance alone counts exactly. 0 writes every request to the database at once (exact across instances, a database write per request).',
    }),
  RATE_LIMIT_AUTH_FAILURES: positiveInt.default(50).meta({
    description:
      'Unknown or expired bearer tokens and session cookies per address and window; past it, each further one is answered 429. A valid token or session is never refused by this limit.',
  }),
};

const mailSettings = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/i, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.test:587')
    .optional()
    .meta({
      description:
        'The mail server for e-mails, such as `smtp://user:pass@host:587` or `smtps://…`. When it is not set, e-mails are written to the log instead.',
    }),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Terminal <terminal@example.test>')
    .default('Research Terminal <terminal@localhost>')
    .meta({ description: 'The sender of e-mails.' }),
  PRICE_ALERTS_INTERVAL_SECONDS: positiveInt
    .default(60)
    .meta({ description: 'How often, in seconds, the price-alerts job checks favourites during US market hours.' }),
};

const marketDataSettings = {
  MARKET_DATA_PROVIDER: nameList
    .pipe(
      z
        .array(z.enum(['demo', 'fmp', 'yahoo', 'sec'], { message: 'each name must be demo, fmp, yahoo or sec' }))
        .min(1, 'must name at least one provider'),
    )
    .default(['demo'])
    .meta({
      description:
        'Where market data comes from: `demo` (a simulated market, no network), `fmp` (Financial Modeling Prep), `yahoo` (Yahoo Finance) or `sec` (SEC EDGAR). A comma-separated list such as `fmp,sec,demo` fails over in that order, per call and, for quotes, symbol by symbol. `sec,yahoo` is the real market without any key (see [A real market without a key](operations-and-scaling.md#a-real-market-without-a-key)). How the data is kept is described [below](#how-market-data-is-kept).',
    }),
  MARKET_DATA_TIMEOUT_MS: positiveMs
    .default(10_000)
    .meta({ description: 'The longest wait for one market-data provider call before failing over to the next provider.' }),
  QUOTE_MAX_MOVE: z.coerce.number({ message: 'must be a number' }).gt(1, 'must be above 1').default(DEFAULT_MAX_QUOTE_MOVE).meta({
    description:
      'A quote more than this factor either way from its previous close is refused as implausible and logged (`10`: below a tenth or above ten times the previous close).',
  }),
  DEMO_SEED: z.string().min(1, 'must not be empty').default('research-terminal').meta({
    description: 'The seed of the demo market: the same seed always gives the same companies, statements and prices.',
  }),
  DEMO_STOCKS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be between 10 and 20000')
    .max(20_000, 'must be between 10 and 20000')
    .default(600)
    .meta({
      description: 'How many fictional stocks the demo market has (10 to 20000), besides its 60 ETFs, 30 mutual funds and 4 indexes.',
    }),
  FMP_API_KEY: z
    .string()
    .optional()
    .meta({ description: 'The Financial Modeling Prep API key; required when `MARKET_DATA_PROVIDER` includes `fmp`.' }),
  FMP_BASE_URL: httpBaseUrl
    .default('https://financialmodelingprep.com')
    .meta({ description: 'Where the `fmp` provider sends its `/stable` requests.' }),
  YAHOO_BASE_URL: httpBaseUrl.optional().meta({
    description: 'When set, the `yahoo` provider sends every Yahoo Finance request to this address instead (path and query kept).',
  }),
  SEC_USER_AGENT: z.string().min(3, "must be a contact such as 'Research Terminal admin@example.test'").optional().meta({
    description:
      'The name and contact e-mail sent to SEC EDGAR, such as `Research Terminal admin@example.com`; required when `MARKET_DATA_PROVIDER` includes `sec`.',
  }),
  SEC_DATA_BASE_URL: httpBaseUrl
    .default('https://data.sec.gov')
    .meta({ description: 'Where the `sec` provider reads company facts and submissions.' }),
  SEC_WWW_BASE_URL: httpBaseUrl
    .default('https://www.sec.gov')
    .meta({ description: 'Where the `sec` provider reads the ticker list and the 10-K documents.' }),
};

const aiSettings = {
  LLM_PROVIDER: z.enum(['offline', 'openai'], { message: 'must be offline or openai' }).optional().meta({
    description:
      'The AI behind Ask AI, conversations and 10-K analysis. `offline` answers from the stored statements and 10-K passages without a model; `openai` calls an OpenAI-compatible model and needs `LLM_BASE_URL` and `LLM_MODEL`.',
    defaultText: '`openai` when `LLM_BASE_URL` is set, else `offline`',
  }),
  LLM_BASE_URL: httpBaseUrl.optional().meta({
    description:
      "The model's OpenAI-compatible API, such as `http://127.0.0.1:11434/v1` (Ollama), a vLLM or llama.cpp server, or OpenAI's `https://api.openai.com/v1`.",
  }),
  LLM_API_KEY: z.string().optional().meta({
    description: 'Sent as `Authorization: Bearer …` when set (a local Ollama or llama.cpp server needs none).',
  }),
  LLM_MODEL: z
    .string()
    .min(1, 'must not be empty')
    .optional()
    .meta({ description: "The model's name, such as `llama3.1`; required with `openai`." }),
  LLM_TIMEOUT_MS: positiveMs
    .default(60_000)
    .meta({ description: 'The longest wait for the model (for a streamed reply: the longest silence between two chunks).' }),
  AI_ANSWER_WAIT_MS: positiveMs.default(8_000).meta({
    description: 'How long `POST /ai/ask` waits for an answer before answering `processing`; the answer then completes in the background.',
  }),
  AI_MAX_MODEL_ROUNDS: positiveInt.default(6).meta({
    description: 'How many model calls one answer may make, tool calls included (for a 10-K analysis: per question).',
  }),
  AI_MAX_TOKENS: positiveInt.default(2000).meta({ description: 'How many tokens one model call may write (its `max_tokens`).' }),
  AI_DAILY_QUESTIONS: positiveInt.default(200).meta({
    description:
      'Ask AI questions one user may ask per UTC day; past it, the answer is 429 with a sentence saying when more can be asked. Instances sharing a database share the count.',
  }),
  AI_DAILY_CONVERSATION_MESSAGES: positiveInt
    .default(300)
    .meta({ description: 'AI conversation messages one user may send per UTC day (429 past it).' }),
  AI_DAILY_TENK_ANALYSES: positiveInt.default(20).meta({ description: '10-K analyses one user may start per UTC day (429 past it).' }),
};

const testOnlySettings = {
  TEST_CLOCK_OFFSET_MS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number of milliseconds').default(0).meta({
    description:
      "For process tests only: shifts the server's clock by this many milliseconds (the two-instance test runs the price-alerts schedule in US market hours). Refused unless `NODE_ENV=test`.",
  }),
  ENABLE_TEST_ROUTES: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('0').meta({
    description:
      'For tests only: `1` mounts `/__test` and the fault switch, where a request carrying `X-Test-Fault: PUT /api/v1/user/preferences` (method and path prefix, comma-separated) fails with 500, so end-to-end tests can prove the client rolls back.',
  }),
};

/** A section of the configuration reference: a title, an optional note, its settings. */
export interface SettingGroup {
  title: string;
  note?: string;
  settings: Record<string, z.ZodType>;
  /** The variable's name for a key (the per-provider settings are named after each provider). */
  variable?: (key: string) => string;
}

/** The configuration reference's sections, in order; every setting is in exactly one. */
export const settingGroups: SettingGroup[] = [
  { title: 'Server', settings: serverSettings },
  {
    title: 'Requests and connections',
    note: 'Every request is bounded: its body, 16 KB of headers, and these times.',
    settings: requestSettings,
  },
  { title: 'Database and jobs', settings: storageSettings },
  { title: 'Logs', settings: logSettings },
  { title: 'Sign-in', settings: signInSettings },
  {
    title: 'Sign-in providers',
    note: 'One set for each name in `OIDC_PROVIDERS`: `<NAME>` is the name in capitals, with `-` written `_` (`corp` reads `OIDC_CORP_ISSUER`).',
    settings: oidcProviderSettings,
    variable: (key) => `OIDC_<NAME>_${key}`,
  },
  { title: 'Rate limits', settings: rateLimitSettings },
  { title: 'E-mail and price alerts', settings: mailSettings },
  { title: 'Market data', settings: marketDataSettings },
  { title: 'AI', settings: aiSettings },
  { title: 'Test-only settings', note: 'Never set these when serving people.', settings: testOnlySettings },
];

/** The environment's settings as zod parses them (other variables pass through untouched). */
export const settingsSchema = z.looseObject({
  ...serverSettings,
  ...requestSettings,
  ...storageSettings,
  ...logSettings,
  ...signInSettings,
  ...rateLimitSettings,
  ...mailSettings,
  ...marketDataSettings,
  ...aiSettings,
  ...testOnlySettings,
});
