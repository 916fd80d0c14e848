import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the server works from any working directory. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export const openApiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** The application's version: package.json's, read once. */
export const appVersion: string = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }
).version;
