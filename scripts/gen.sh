#!/usr/bin/env bash
# Regenerates generated/ from openapi.yaml alone: types for openapi-fetch, React Query hooks and
# zod schemas (orval); and the configuration reference in docs/configuration.md from the settings
# in server/config/settings.ts. The output is committed; `npm run gen:check` checks that it is fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
npx openapi-typescript openapi.yaml --output generated/openapi.ts --alphabetize false >/dev/null
npx orval --config scripts/orval.config.ts >/dev/null
npx tsx scripts/gen-routes.ts
npx tsx scripts/gen-config-docs.ts
echo "generated/ is up to date with openapi.yaml, docs/configuration.md with server/config/settings.ts"
