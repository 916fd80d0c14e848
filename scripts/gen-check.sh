#!/usr/bin/env bash
# Fails when generated/ or the configuration reference in docs/configuration.md is not what
# `npm run gen` makes from openapi.yaml and server/config/settings.ts: regenerates into a scratch
# copy of the project (same layout, so relative imports match) and compares.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/client/lib" "$scratch/docs"
cp openapi.yaml package.json tsconfig.json tsconfig.base.json "$scratch/"
cp -r scripts server "$scratch/"
cp docs/configuration.md "$scratch/docs/"
cp client/lib/api-fetch.ts "$scratch/client/lib/"
ln -s "$PWD/node_modules" "$scratch/node_modules"
(cd "$scratch" && bash scripts/gen.sh >/dev/null)
if ! diff -r generated "$scratch/generated" >"$scratch/diff.txt"; then
  head -n 40 "$scratch/diff.txt"
  echo "generated/ is stale: run 'npm run gen' and commit the result." >&2
  exit 1
fi
if ! diff docs/configuration.md "$scratch/docs/configuration.md" >"$scratch/diff.txt"; then
  head -n 40 "$scratch/diff.txt"
  echo "The configuration reference in docs/configuration.md is stale: run 'npm run gen' and commit the result." >&2
  exit 1
fi
echo "generated/ and the configuration reference are fresh"
