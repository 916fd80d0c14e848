/**
 * Configuration, parsed once from the environment with zod. Nothing else reads process.env.
 * Defaults serve the embedded mode: SQLite file under ./data, on 127.0.0.1:3000.
 */
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const positiveMs = z.coerce.number({ message: 'must be a number' }).int().positive('must be above 0');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .min(1, 'must not be empty')
      .refine((url) => !/^[a-z]+:\/\//i.test(url) || /^postgres(ql)?:\/\//i.test(url), {
        message: 'must be a SQLite file path (file:./data/app.db), sqlite::memory:, or a postgres:// URL',
      })
      .default('file:./data/app.db'),
    PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL such as http://localhost:3000' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SLOW_REQUEST_MS: positiveMs.default(3000),
    CLIENT_DIST: z.string().default('dist/client'),
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    slowRequestMs: env.SLOW_REQUEST_MS,
    clientDist: env.CLIENT_DIST,
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(blankAsUnset);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = env[name];
    return `  ${name}: ${issue.message}${given === undefined ? '' : ` (got '${given}')`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
