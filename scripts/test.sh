#!/usr/bin/env bash
# The whole test suite, as `npm test` and CI run it: typecheck, lint (code and contract),
# codegen freshness, unit + contract + API tests on SQLite (and again on PostgreSQL when
# TEST_DATABASE_URL is set), then end-to-end tests (Playwright) in Debian's Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/runtime.sh
step() { printf '\n== %s (%d s into the run)\n' "$1" "$SECONDS"; }
# A test run that hangs fails within a bound, naming itself, instead of holding CI until it is killed.
bounded() {
  local minutes=$1; shift
  local status=0
  timeout --kill-after=30s "${minutes}m" "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    printf '\n%s did not finish within %s minutes: stopped.\n' "$*" "$minutes" >&2
  fi
  return "$status"
}
# npm scripts run side by side, each one's output printed whole when it ends; fails naming each
# script that failed. The checks are single-threaded, so two cores finish them in about half the time.
side_by_side() {
  local logs status=0 name
  logs=$(mktemp -d)
  local -A pid
  for name in "$@"; do
    npm run --silent "$name" >"$logs/$name" 2>&1 &
    pid[$name]=$!
  done
  for name in "$@"; do
    local code=0
    wait "${pid[$name]}" || code=$?
    printf -- '-- npm run %s\n' "$name"
    cat "$logs/$name"
    if [ "$code" -ne 0 ]; then
      printf 'npm run %s failed (exit %d).\n' "$name" "$code" >&2
      status=1
    fi
  done
  rm -rf "$logs"
  return "$status"
}
step 'typecheck, lint and codegen freshness, side by side'; side_by_side typecheck lint gen:check
step 'unit, contract and API on SQLite'; bounded 15 env -u TEST_DATABASE_URL npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step 'contract, API and database tests on PostgreSQL, and two instances on it'
  bounded 15 npx vitest run tests/contract tests/api tests/unit/db tests/unit/market/durable-jobs.test.ts \
    tests/unit/schedules.test.ts tests/unit/shared-rate-limiter.test.ts tests/process/two-instances.test.ts
fi
step 'end-to-end in Chromium';           bash scripts/ensure-chromium.sh && bounded 25 npm run --silent test:e2e
printf '\n== the whole suite passed in %d s\n' "$SECONDS"
