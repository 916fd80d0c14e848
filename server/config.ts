/**
 * Configuration, parsed once from the environment with zod. Nothing else reads process.env.
 * The settings, their defaults and descriptions are in config/settings.ts; this file turns them
 * into the Config the app reads and checks the rules between settings. Defaults serve the
 * embedded mode: SQLite file under ./data, on 127.0.0.1:3000.
 */
import { z } from 'zod';
import { keepSecret, REDACTED } from './lib/secret-redaction';
import { oidcProviderSettings, settingsSchema } from './config/settings';

/** One OpenID Connect issuer from OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _LABEL. */
export interface OidcProviderConfig {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

const oidcProviderSchema = z.object(oidcProviderSettings);

/** Reads the OIDC_<NAME>_* variables of every provider named in OIDC_PROVIDERS, reporting each bad or missing one. */
function readOidcProviders(names: string[], env: Record<string, unknown>, ctx: z.RefinementCtx): OidcProviderConfig[] {
  return names.map((name) => {
    const prefix = `OIDC_${name.toUpperCase().replace(/-/g, '_')}_`;
    const given = Object.fromEntries(Object.keys(oidcProviderSettings).map((key) => [key, env[prefix + key]]));
    const result = oidcProviderSchema.safeParse(given);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: [prefix + String(issue.path[0])], message: issue.message });
    }
    const settings = result.data;
    return {
      name,
      label: settings?.LABEL ?? name.charAt(0).toUpperCase() + name.slice(1),
      issuer: settings?.ISSUER ?? '',
      clientId: settings?.CLIENT_ID ?? '',
      clientSecret: settings?.CLIENT_SECRET,
    };
  });
}

/**
 * The built-in development identity provider: on by default only when no OIDC provider is
 * configured. 'force' also allows it when PUBLIC_URL is not a loopback address (see
 * assertDevIdpAllowed, checked when it starts).
 */
function devIdpMode(given: 'on' | 'off' | 'force' | undefined, providers: string[], ctx: z.RefinementCtx): 'off' | 'on' | 'force' {
  const mode = given ?? (providers.length === 0 ? 'on' : 'off');
  if (mode !== 'off' && providers.includes(DEV_IDP_NAME)) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_PROVIDERS'],
      message: `'${DEV_IDP_NAME}' is the built-in provider's name; rename yours or set AUTH_DEV_IDP=off`,
    });
  }
  return mode;
}

/**
 * The AI provider: `openai` (any OpenAI-compatible endpoint; the default when LLM_BASE_URL is
 * set) needs LLM_BASE_URL and LLM_MODEL; `offline` (the default otherwise) needs nothing.
 */
function readAiConfig(
  env: {
    LLM_PROVIDER?: 'offline' | 'openai';
    LLM_BASE_URL?: string;
    LLM_API_KEY?: string;
    LLM_MODEL?: string;
    LLM_TIMEOUT_MS: number;
    AI_ANSWER_WAIT_MS: number;
    AI_MAX_MODEL_ROUNDS: number;
    AI_MAX_TOKENS: number;
    AI_DAILY_QUESTIONS: number;
    AI_DAILY_CONVERSATION_MESSAGES: number;
    AI_DAILY_TENK_ANALYSES: number;
  },
  ctx: z.RefinementCtx,
) {
  const provider = env.LLM_PROVIDER ?? (env.LLM_BASE_URL ? 'openai' : 'offline');
  if (provider === 'openai') {
    if (!env.LLM_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'must be set when LLM_PROVIDER is openai (such as http://127.0.0.1:11434/v1)',
      });
    if (!env.LLM_MODEL)
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'must be set when LLM_PROVIDER is openai (such as llama3.1)' });
  }
  return {
    provider,
    baseUrl: env.LLM_BASE_URL ?? '',
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL ?? '',
    timeoutMs: env.LLM_TIMEOUT_MS,
    answerWaitMs: env.AI_ANSWER_WAIT_MS,
    maxModelRounds: env.AI_MAX_MODEL_ROUNDS,
    maxTokens: env.AI_MAX_TOKENS,
    dailyBudgets: {
      questions: env.AI_DAILY_QUESTIONS,
      conversationMessages: env.AI_DAILY_CONVERSATION_MESSAGES,
      tenKAnalyses: env.AI_DAILY_TENK_ANALYSES,
    },
  };
}

/** The provider name and label of the built-in development identity provider. */
export const DEV_IDP_NAME = 'dev';
export const DEV_IDP_LABEL = 'Dev';

/**
 * The server's clock shifted by this much (process tests run the US market-hours schedule at a
 * chosen time, the same in every instance); test processes only, so it can never move the
 * clock sessions, tokens and jobs run by in a real deployment.
 */
function readTestClockOffset(offsetMs: number, nodeEnv: string, ctx: z.RefinementCtx): number {
  if (offsetMs !== 0 && nodeEnv !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK_OFFSET_MS'],
      message: `shifts the server's clock for process tests only; it is refused unless NODE_ENV=test (got NODE_ENV=${nodeEnv})`,
    });
  }
  return offsetMs;
}

const configSchema = settingsSchema.transform((env, ctx) => ({
  nodeEnv: env.NODE_ENV,
  port: env.PORT,
  host: env.HOST,
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are trusted (0: none). */
  trustedProxies: env.TRUST_PROXY,
  databaseUrl: env.DATABASE_URL,
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  logLevel: env.LOG_LEVEL,
  logFormat: env.LOG_FORMAT,
  slowRequestMs: env.SLOW_REQUEST_MS,
  limits: { apiBodyBytes: env.API_BODY_LIMIT_BYTES },
  server: {
    headersTimeoutMs: env.SERVER_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.SERVER_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.SERVER_KEEP_ALIVE_TIMEOUT_MS,
  },
  clientDist: env.CLIENT_DIST,
  testRoutes: env.ENABLE_TEST_ROUTES === '1',
  marketData: {
    providers: env.MARKET_DATA_PROVIDER,
    timeoutMs: env.MARKET_DATA_TIMEOUT_MS,
    maxQuoteMove: env.QUOTE_MAX_MOVE,
    demoSeed: env.DEMO_SEED,
    demoStocks: env.DEMO_STOCKS,
    fmp: { apiKey: env.FMP_API_KEY, baseUrl: env.FMP_BASE_URL },
    yahoo: { baseUrl: env.YAHOO_BASE_URL },
    sec: { userAgent: env.SEC_USER_AGENT, dataBaseUrl: env.SEC_DATA_BASE_URL, wwwBaseUrl: env.SEC_WWW_BASE_URL },
  },
  auth: {
    providers: readOidcProviders(env.OIDC_PROVIDERS, env, ctx),
    devIdp: devIdpMode(env.AUTH_DEV_IDP, env.OIDC_PROVIDERS, ctx),
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
  },
  rateLimits: {
    windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
    login: env.RATE_LIMIT_LOGIN,
    token: env.RATE_LIMIT_TOKEN,
    session: env.RATE_LIMIT_SESSION,
    user: env.RATE_LIMIT_USER,
    anonymous: env.RATE_LIMIT_ANONYMOUS,
    authFailures: env.RATE_LIMIT_AUTH_FAILURES,
    shareMs: env.RATE_LIMIT_SHARE_MS,
  },
  apiTokensPerUser: env.API_TOKENS_PER_USER,
  mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
  priceAlerts: { intervalMs: env.PRICE_ALERTS_INTERVAL_SECONDS * 1000 },
  jobs: { leaseMs: env.JOB_LEASE_MS },
  ai: readAiConfig(env, ctx),
  testClockOffsetMs: readTestClockOffset(env.TEST_CLOCK_OFFSET_MS, env.NODE_ENV, ctx),
}));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values are secrets: never quoted, even in a message about a bad value. */
const SECRET_VARIABLE = /KEY|SECRET|PASSWORD|SMTP_URL/;

/** Every secret the configuration holds (see lib/secret-redaction.ts). */
function secretsOf(config: Config): Array<string | undefined> {
  const smtpPassword = config.mail.smtpUrl ? URL.parse(config.mail.smtpUrl)?.password : undefined;
  return [
    config.marketData.fmp.apiKey,
    config.ai.apiKey,
    smtpPassword ? decodeURIComponent(smtpPassword) : undefined,
    ...config.auth.providers.map((provider) => provider.clientSecret),
  ];
}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(blankAsUnset);
  if (result.success) {
    keepSecret(...secretsOf(result.data));
    return result.data;
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = SECRET_VARIABLE.test(name) ? REDACTED : env[name];
    return `  ${name}: ${issue.message}${given === undefined ? '' : ` (got '${given}')`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Refuses to start the development identity provider (anyone can sign in as anyone) when the
 * site is served on a non-loopback address, unless AUTH_DEV_IDP=force.
 */
export function assertDevIdpAllowed(config: Config): void {
  if (config.auth.devIdp !== 'on') return;
  const host = new URL(config.publicUrl).hostname;
  if (loopbackHosts.has(host)) return;
  throw new ConfigError(
    `Invalid configuration:\n  AUTH_DEV_IDP: the development identity provider lets anyone sign in as anyone, so it only runs when PUBLIC_URL is localhost or 127.0.0.1 (got '${config.publicUrl}'); configure OIDC_PROVIDERS, or set AUTH_DEV_IDP=off, or AUTH_DEV_IDP=force to run it anyway`,
  );
}
