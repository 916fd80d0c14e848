#!/usr/bin/env bash
# Fails when generated/ is not what `npm run gen` makes from openapi.yaml: regenerates into a
# scratch copy of the project (same layout, so relative imports match) and compares.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/client/lib"
cp openapi.yaml package.json tsconfig.json "$scratch/"
cp -r scripts "$scratch/"
cp client/lib/api-fetch.ts "$scratch/client/lib/"
ln -s "$PWD/node_modules" "$scratch/node_modules"
(cd "$scratch" && bash scripts/gen.sh >/dev/null)
if ! diff -r generated "$scratch/generated" >"$scratch/diff.txt"; then
  head -n 40 "$scratch/diff.txt"
  echo "generated/ is stale: run 'npm run gen' and commit the result." >&2
  exit 1
fi
echo "generated/ is fresh"
