/**
 * orval turns openapi.yaml into React Query hooks for the client (through the one fetch mutator
 * in client/lib/api-fetch.ts) and zod schemas for the server. Run through `npm run gen`.
 */
import { defineConfig } from 'orval';

const input = { target: '../openapi.yaml' };

export default defineConfig({
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: '../generated/client',
      schemas: '../generated/model',
      client: 'react-query',
      baseUrl: '/api/v1',
      clean: true,
      override: {
        mutator: { path: '../client/lib/api-fetch.ts', name: 'apiFetch' },
        query: { useQuery: true, signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: '../generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        // Path and query values arrive as strings. Booleans are left out on purpose: zod's
        // coerce.boolean reads "false" as true; the server parses boolean query values itself.
        zod: { coerce: { param: ['string'], query: ['number', 'string'] }, generateEachHttpStatus: true },
      },
    },
  },
});
