import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the server works from any working directory. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export const openApiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
